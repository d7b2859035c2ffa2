#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Return the formula's value (true or false) when the sensors are p, q and r.
bool evaluate(const vector<string> &tokens, bool p, bool q, bool r) {
    (void)tokens;
    (void)p;
    (void)q;
    (void)r;
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    vector<string> tokens;
    string token;
    while (cin >> token) tokens.push_back(token);
    int trues = 0;
    string row;
    for (int i = 0; i < 8; i++) {
        bool value = evaluate(tokens, i & 4, i & 2, i & 1);
        trues += value;
        row += value ? 'T' : 'F';
    }
    cout << row << "\n" << (trues == 8 ? "ALWAYS" : trues == 0 ? "NEVER" : "SOMETIMES") << "\n";
    return 0;
}
