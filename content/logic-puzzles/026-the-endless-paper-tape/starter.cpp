#include <iostream>
#include <utility>
using namespace std;

// Return {s, p} for the digits of 1/n: s digits come before the repeating block, which has length p.
// When the decimal ends, s is its number of digits and p is 0.
pair<long long, long long> tape(long long n) {
    (void)n;
    return {0, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    for (int i = 0; i < q; i++) {
        long long n;
        cin >> n;
        auto [s, p] = tape(n);
        cout << s << " " << p << "\n";
    }
    return 0;
}
