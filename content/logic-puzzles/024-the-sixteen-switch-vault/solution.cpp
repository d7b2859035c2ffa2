#include <bit>
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int precedence(char c) {
    switch (c) {
    case '!': return 4;
    case '&': return 3;
    case '^': return 2;
    case '|': return 1;
    default: return 0;
    }
}

// The formula's tokens in postfix order (shunting-yard, no recursion).
string to_postfix(const string &formula) {
    string out, ops;
    for (char c : formula) {
        if (c >= 'a' && c <= 'z') out += c;
        else if (c == '!' || c == '(') ops += c;
        else if (c == ')') {
            while (ops.back() != '(') {
                out += ops.back();
                ops.pop_back();
            }
            ops.pop_back();
        } else {
            while (!ops.empty() && ops.back() != '(' && precedence(ops.back()) >= precedence(c)) {
                out += ops.back();
                ops.pop_back();
            }
            ops += c;
        }
    }
    while (!ops.empty()) {
        out += ops.back();
        ops.pop_back();
    }
    return out;
}

// Setting number m has switch i up exactly when bit i of m is 1. The settings are handled 64 at a time:
// bit j of a word is setting 64 * chunk + j, and every operator becomes one bitwise operation.
long long opening_settings(int n, const string &formula) {
    string postfix = to_postfix(formula);
    uint64_t low[6];
    for (int i = 0; i < 6; i++) {
        low[i] = 0;
        for (int j = 0; j < 64; j++)
            if (j >> i & 1) low[i] |= uint64_t(1) << j;
    }
    long long chunks = n >= 6 ? 1LL << (n - 6) : 1;
    uint64_t used = n >= 6 ? ~uint64_t(0) : (uint64_t(1) << (1 << n)) - 1;
    vector<uint64_t> stack(postfix.size());
    long long total = 0;
    for (long long chunk = 0; chunk < chunks; chunk++) {
        uint64_t value[16];
        for (int i = 0; i < n; i++) value[i] = i < 6 ? low[i] : ((chunk >> (i - 6) & 1) ? ~uint64_t(0) : 0);
        int top = 0;
        for (char c : postfix) {
            if (c == '!') stack[top - 1] = ~stack[top - 1];
            else if (c == '&') { top--; stack[top - 1] &= stack[top]; }
            else if (c == '^') { top--; stack[top - 1] ^= stack[top]; }
            else if (c == '|') { top--; stack[top - 1] |= stack[top]; }
            else stack[top++] = value[c - 'a'];
        }
        total += popcount(stack[0] & used);
    }
    return total;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    string formula;
    if (!(cin >> n >> formula)) return 1;
    cout << opening_settings(n, formula) << "\n";
    return 0;
}
