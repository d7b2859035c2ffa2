#include <algorithm>
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

const int LIMIT = 31623;  // enough to factor any number up to 10^9
vector<int> primes;

void sieve() {
    vector<bool> composite(LIMIT + 1);
    for (int i = 2; i <= LIMIT; i++) {
        if (composite[i]) continue;
        primes.push_back(i);
        for (long long j = (long long)i * i; j <= LIMIT; j += i) composite[j] = true;
    }
}

// The distinct prime factors of x.
vector<long long> prime_factors(long long x) {
    vector<long long> out;
    for (long long p : primes) {
        if (p * p > x) break;
        if (x % p == 0) {
            out.push_back(p);
            while (x % p == 0) x /= p;
        }
    }
    if (x > 1) out.push_back(x);
    return out;
}

unsigned long long power_mod(unsigned long long base, unsigned long long e, unsigned long long m) {
    unsigned long long result = 1 % m;
    base %= m;
    while (e > 0) {
        if (e & 1) result = result * base % m;
        base = base * base % m;
        e >>= 1;
    }
    return result;
}

// The factors 2 and 5 of n delay the loop by max(a, b) digits; what is left, coprime to 10, sets the
// loop's length: the order of 10 modulo it.
pair<long long, long long> tape(long long n) {
    int a = 0, b = 0;
    while (n % 2 == 0) { n /= 2; a++; }
    while (n % 5 == 0) { n /= 5; b++; }
    long long s = max(a, b);
    if (n == 1) return {s, 0};
    long long phi = n;
    for (long long f : prime_factors(n)) phi = phi / f * (f - 1);
    // The order of 10 modulo n divides phi: strip every prime factor while 10^(order / r) is still 1.
    long long order = phi;
    for (long long r : prime_factors(phi))
        while (order % r == 0 && power_mod(10, order / r, n) == 1) order /= r;
    return {s, order};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    sieve();
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
