#include <iostream>
#include <sstream>
#include <string>
#include <vector>
using namespace std;

enum Kind { DID, NOT, OR };

struct Statement {
    string speaker;
    Kind kind;      // DID: a did it; NOT: a did not do it; OR: a or b did it
    string a, b;    // names as written; "I" means the speaker
};

// could[i]: whether child i could be the culprit, that is whether exactly t statements are then true.
vector<bool> possible_culprits(const vector<Statement> &statements, int t) {
    vector<bool> could;
    for (const Statement &suspect : statements) {
        const string &culprit = suspect.speaker;
        int true_count = 0;
        for (const Statement &s : statements) {
            const string &a = s.a == "I" ? s.speaker : s.a;
            const string &b = s.b == "I" ? s.speaker : s.b;
            bool holds;
            if (s.kind == NOT) holds = culprit != a;
            else if (s.kind == DID) holds = culprit == a;
            else holds = culprit == a || culprit == b;
            true_count += holds;
        }
        could.push_back(true_count == t);
    }
    return could;
}

int main() {
    int n, t;
    string line;
    getline(cin, line);
    istringstream(line) >> n >> t;
    vector<Statement> statements(n);
    for (Statement &s : statements) {
        getline(cin, line);
        istringstream in(line);
        vector<string> w;
        for (string word; in >> word;) w.push_back(word);
        s.speaker = w[0];
        s.a = w[2];
        if (w.size() == 7 && w[3] == "or") {
            s.kind = OR; // X or Y did it
            s.b = w[4];
        } else if (w.size() == 7) {
            s.kind = NOT; // X did not do it
        } else {
            s.kind = DID; // X did it
        }
    }
    vector<bool> could = possible_culprits(statements, t);
    string out;
    for (int i = 0; i < n; i++)
        if (could[i]) out += (out.empty() ? "" : " ") + statements[i].speaker;
    cout << (out.empty() ? "NONE" : out) << "\n";
    return 0;
}
