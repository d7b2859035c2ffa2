#include <iostream>
#include <optional>
#include <string>
#include <vector>
using namespace std;

// Run the tape (each token "+", "-", "*", "/" or a whole number such as "42").
// Return the number left on the pile, or nullopt when the tape is faulty.
optional<long long> run_tape(const vector<string> &tokens) {
    return nullopt;
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
