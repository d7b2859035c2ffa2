#include <bit>
#include <iostream>
#include <numeric>
#include <vector>
using namespace std;

// Inclusion-exclusion over all non-empty groups of bells: a group rings together every lcm seconds.
// A group whose lcm exceeds n contributes nothing, and neither does any larger group containing it;
// 0 marks such an lcm. The running total is unsigned: partial sums may pass 2^63, but wrap-around
// arithmetic still ends at the right count.
unsigned long long chiming_seconds(unsigned long long n, const vector<unsigned long long> &bells) {
    int k = bells.size();
    vector<unsigned long long> lcm(1 << k);
    lcm[0] = 1;
    unsigned long long total = 0;
    for (int mask = 1; mask < (1 << k); mask++) {
        int low = mask & -mask;
        unsigned long long bell = bells[countr_zero((unsigned)mask)];
        unsigned long long prev = lcm[mask ^ low];
        lcm[mask] = 0;
        if (prev == 0) continue;
        unsigned long long part = prev / gcd(prev, bell);
        if (part > n / bell) continue;  // part * bell > n, without overflowing
        unsigned long long value = part * bell;
        lcm[mask] = value;
        if (popcount((unsigned)mask) % 2 == 1) total += n / value;
        else total -= n / value;
    }
    return total;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    unsigned long long n;
    int k;
    if (!(cin >> n >> k)) return 1;
    vector<unsigned long long> bells(k);
    for (auto &bell : bells) cin >> bell;
    cout << chiming_seconds(n, bells) << "\n";
    return 0;
}
