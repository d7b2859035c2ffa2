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

// statements are in the order the children spoke; a name "I" means the speaker.
// Return could[i] = true when child i (statements[i].speaker) could be the culprit, that is when exactly
// t of the statements are true if that child did it; otherwise false.
vector<bool> possible_culprits(const vector<Statement> &statements, int t) {
    (void)t;
    return vector<bool>(statements.size(), false);
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
