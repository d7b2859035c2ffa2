#include <iostream>
#include <optional>
#include <string>
#include <vector>
using namespace std;

// Run the tape (each token "+", "-", "*", "/" or a whole number such as "42").
// Return the number left on the pile, or nullopt when the tape is faulty.
optional<long long> run_tape(const vector<string> &tokens) {
    vector<long long> pile;
    for (const string &token : tokens) {
        if (token.size() == 1 && string("+-*/").find(token[0]) != string::npos) {
            if (pile.size() < 2) return nullopt;
            long long b = pile.back();
            pile.pop_back();
            long long a = pile.back();
            pile.pop_back();
            switch (token[0]) {
            case '+': pile.push_back(a + b); break;
            case '-': pile.push_back(a - b); break;
            case '*': pile.push_back(a * b); break;
            default:
                if (b == 0) return nullopt;
                pile.push_back(a / b); // C++ division rounds toward zero, as the machine does
            }
        } else {
            pile.push_back(stoll(token));
        }
    }
    if (pile.size() != 1) return nullopt;
    return pile[0];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<string> tokens(n);
    for (auto &token : tokens) cin >> token;
    optional<long long> result = run_tape(tokens);
    if (result) cout << *result << "\n";
    else cout << "ERROR\n";
    return 0;
}
