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

// statements[i] is what islander i said. Return n strings ("KNIGHT", "KNAVE" or "AMBIGUOUS"),
// or an empty vector when no way of sorting the islanders is consistent.
vector<string> verdicts(int n, const vector<Statement> &statements) {
    (void)n;
    (void)statements;
    return {};
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
