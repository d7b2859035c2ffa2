#include <iostream>
#include <string>
#include <vector>
using namespace std;

enum Kind { KNIGHT, KNAVE, ALIKE, COUNT };

// What one islander said, names as indices (A is 0, B is 1, ...):
// KNIGHT: "first is a knight"; KNAVE: "first is a knave";
// ALIKE: "first and second are alike"; COUNT: "exactly count of us are knights".
struct Statement {
    Kind kind;
    int first = 0, second = 0, count = 0;
};

bool claim_holds(const Statement &s, const vector<bool> &knights) {
    switch (s.kind) {
        case KNIGHT: return knights[s.first];
        case KNAVE: return !knights[s.first];
        case ALIKE: return knights[s.first] == knights[s.second];
        default: {
            int total = 0;
            for (bool knight : knights) total += knight;
            return total == s.count;
        }
    }
}

// Tries all 2^n ways of sorting the islanders: a way is consistent when every islander's claim holds
// exactly when that islander is a knight. Returns one verdict per islander, or nothing if none is.
vector<string> verdicts(int n, const vector<Statement> &statements) {
    vector<bool> could_be_knight(n, false), could_be_knave(n, false);
    bool any = false;
    for (int mask = 0; mask < (1 << n); mask++) {
        vector<bool> knights(n);
        for (int i = 0; i < n; i++) knights[i] = (mask >> i) & 1;
        bool consistent = true;
        for (int i = 0; i < n && consistent; i++) consistent = claim_holds(statements[i], knights) == knights[i];
        if (!consistent) continue;
        any = true;
        for (int i = 0; i < n; i++) {
            if (knights[i]) could_be_knight[i] = true;
            else could_be_knave[i] = true;
        }
    }
    if (!any) return {};
    vector<string> answer(n);
    for (int i = 0; i < n; i++)
        answer[i] = could_be_knight[i] && could_be_knave[i] ? "AMBIGUOUS" : could_be_knight[i] ? "KNIGHT" : "KNAVE";
    return answer;
}

// Reads "<name> says <sentence>" word by word.
Statement read_statement() {
    Statement s;
    string word, name;
    cin >> word >> word >> name;
    if (name == "exactly") {
        s.kind = COUNT;
        cin >> s.count >> word >> word >> word >> word;
        return s;
    }
    s.first = name[0] - 'A';
    cin >> word;
    if (word == "and") {
        s.kind = ALIKE;
        cin >> name >> word >> word;
        s.second = name[0] - 'A';
    } else {
        cin >> word >> word;
        s.kind = word == "knight" ? KNIGHT : KNAVE;
    }
    return s;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<Statement> statements;
    for (int i = 0; i < n; i++) statements.push_back(read_statement());
    vector<string> answer = verdicts(n, statements);
    if (answer.empty()) {
        cout << "IMPOSSIBLE\n";
        return 0;
    }
    for (int i = 0; i < n; i++) cout << char('A' + i) << ' ' << answer[i] << "\n";
    return 0;
}
