#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// Berlekamp-Massey over bits finds the shortest rule s[t] = XOR of c[i] * s[t - i] (i = 1..L) that
// produces the tape; the machine then goes on by the same rule.
pair<int, string> predict(const vector<int> &bits, int k) {
    int n = bits.size();
    vector<int> c(n + 2, 0), b(n + 2, 0);  // the current rule, and the rule before the last change of length
    c[0] = b[0] = 1;
    int length = 0, shift = 1;
    for (int t = 0; t < n; t++) {
        int d = bits[t];
        for (int i = 1; i <= length; i++) d ^= c[i] & bits[t - i];
        if (d) {  // the rule mispredicts s[t]: repair it with the older rule
            vector<int> saved = c;
            for (int i = 0; i + shift <= n; i++) c[i + shift] ^= b[i];
            if (2 * length <= t) {
                length = t + 1 - length;
                b = move(saved);
                shift = 1;
            } else {
                shift++;
            }
        } else {
            shift++;
        }
    }
    vector<int> tape = bits;  // continue the tape with the rule
    string following;
    for (int t = n; t < n + k; t++) {
        int v = 0;
        for (int i = 1; i <= length; i++) v ^= c[i] & tape[t - i];
        tape.push_back(v);
        following += char('0' + v);
    }
    return {length, following};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    string tape;
    if (!(cin >> n >> k >> tape)) return 1;
    vector<int> bits(n);
    for (int i = 0; i < n; i++) bits[i] = tape[i] == '1';
    auto [wheels, following] = predict(bits, k);
    cout << wheels << "\n" << following << "\n";
    return 0;
}
