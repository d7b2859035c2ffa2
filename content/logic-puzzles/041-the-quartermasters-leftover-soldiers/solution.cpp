#include <iostream>
#include <numeric>
#include <utility>
#include <vector>
using namespace std;

// The inverse of x modulo m (x and m share no factor, m >= 1), by the extended Euclidean algorithm.
long long inverse(long long x, long long m) {
    long long old_r = x % m, r = m, old_s = 1, s = 0;
    while (r) {
        long long q = old_r / r;
        old_r -= q * r;
        swap(old_r, r);
        old_s -= q * s;
        swap(old_s, s);
    }
    return (old_s % m + m) % m;
}

// Merges the reports one by one: after some of them, the numbers that fit are exactly those that leave
// remainder a when divided by M (the least common multiple of their row sizes).
long long fewest_soldiers(const vector<pair<long long, long long>> &reports) {
    long long a = 0, M = 1;
    for (auto [m, r] : reports) {
        long long g = gcd(M, m);
        long long diff = r - a % m;      // a can exceed m; only its remainder matters
        if (diff % g != 0) return -1;    // the conditions disagree on the remainder modulo g
        // a + M*k leaves remainder r modulo m  <=>  (M/g)*k = (r-a)/g  (modulo m/g)
        long long step = m / g;
        long long need = ((diff / g) % step + step) % step;
        long long k = need * inverse((M / g) % step, step) % step;  // both factors below 10^9
        a += M * k;  // a < M and k < step, so a + M*k < M*step, the new M, at most 10^18
        M *= step;
    }
    return a;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<pair<long long, long long>> reports(n);
    for (auto &[m, r] : reports) cin >> m >> r;
    long long answer = fewest_soldiers(reports);
    if (answer < 0) cout << "IMPOSSIBLE\n";
    else cout << answer << "\n";
    return 0;
}
