#include <bit>
#include <iostream>
using namespace std;

// How many of turns 1..n are Ann's. Position p = t - 1 is B exactly when p has an odd number of 1 bits;
// positions 2k and 2k + 1 always hold one A and one B.
long long ann_in_first(long long n) {
    long long count = n / 2;
    if (n % 2 == 1 && popcount((unsigned long long)(n - 1)) % 2 == 0) count++;
    return count;
}

long long ann_turns(long long l, long long r) {
    return ann_in_first(r) - ann_in_first(l - 1);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    for (int i = 0; i < q; i++) {
        long long l, r;
        cin >> l >> r;
        cout << ann_turns(l, r) << "\n";
    }
    return 0;
}
