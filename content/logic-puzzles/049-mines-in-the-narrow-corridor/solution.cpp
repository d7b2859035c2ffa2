#include <iostream>
#include <string>
#include <vector>
using namespace std;

// A column's mines are 2 bits: bit 0 for the top cell, bit 1 for the bottom one. A state is the pair
// (previous column, this column), coded as 4 * previous + this; a set of states is a 16-bit mask.
bool deduce(int n, string &top, string &bottom) {
    const string top_row = top, bottom_row = bottom;  // the numbers, kept while the answer is written
    // mines m may lie in column i (outside the corridor there are no mines)
    auto allowed = [&](int i, int m) {
        if (i < 0 || i >= n) return m == 0;
        if ((m & 1) && top_row[i] != '?') return false;
        if ((m & 2) && bottom_row[i] != '?') return false;
        return true;
    };
    // the numbers in column i agree with mines a, b, c in columns i - 1, i, i + 1
    auto fine = [&](int i, int a, int b, int c) {
        static const int pop[4] = {0, 1, 1, 2};
        int around = pop[a] + pop[c];
        if (top_row[i] != '?' && top_row[i] - '0' != around + (b >> 1)) return false;
        if (bottom_row[i] != '?' && bottom_row[i] - '0' != around + (b & 1)) return false;
        return true;
    };
    vector<int> forward(n + 1, 0);   // states that fit everything to the left
    vector<int> backward(n + 1, 0);  // ... and can be completed to the right
    for (int b = 0; b < 4; b++)
        if (allowed(0, b)) forward[0] |= 1 << b;
    for (int i = 0; i < n; i++)
        for (int s = 0; s < 16; s++) {
            if (!(forward[i] >> s & 1)) continue;
            int a = s >> 2, b = s & 3;
            for (int c = 0; c < 4; c++)
                if (allowed(i + 1, c) && fine(i, a, b, c)) forward[i + 1] |= 1 << (b * 4 + c);
        }
    if (!forward[n]) return false;
    backward[n] = forward[n];
    for (int i = n - 1; i >= 0; i--)
        for (int s = 0; s < 16; s++) {
            if (!(forward[i] >> s & 1)) continue;
            int a = s >> 2, b = s & 3;
            for (int c = 0; c < 4; c++)
                if ((backward[i + 1] >> (b * 4 + c) & 1) && fine(i, a, b, c)) {
                    backward[i] |= 1 << s;
                    break;
                }
        }
    for (int i = 0; i < n; i++) {
        int seen_top = 0, seen_bottom = 0;  // bit 0: can be safe, bit 1: can be a mine
        for (int s = 0; s < 16; s++) {
            if (!(backward[i] >> s & 1)) continue;
            int b = s & 3;
            seen_top |= (b & 1) ? 2 : 1;
            seen_bottom |= (b & 2) ? 2 : 1;
        }
        if (top_row[i] == '?') top[i] = "-*?"[seen_top - 1];
        if (bottom_row[i] == '?') bottom[i] = "-*?"[seen_bottom - 1];
    }
    return true;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    string top, bottom;
    if (!(cin >> n >> top >> bottom)) return 1;
    if (deduce(n, top, bottom)) cout << top << "\n" << bottom << "\n";
    else cout << "IMPOSSIBLE\n";
    return 0;
}
