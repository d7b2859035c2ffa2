#include <iostream>
#include <vector>
using namespace std;

const int LIMIT = 31623;  // enough to factor any base up to 10^9
vector<int> primes;

void sieve() {
    vector<bool> composite(LIMIT + 1);
    for (int i = 2; i <= LIMIT; i++) {
        if (composite[i]) continue;
        primes.push_back(i);
        for (long long j = (long long)i * i; j <= LIMIT; j += i) composite[j] = true;
    }
}

// How many times the prime p divides n! (Legendre's formula).
long long count_in_factorial(long long n, long long p) {
    long long count = 0;
    while (n) {
        n /= p;
        count += n;
    }
    return count;
}

// Every zero at the end takes one whole b: for each prime power p^e in b, n! holds
// count_in_factorial(n, p) / e copies of it, and the scarcest prime decides.
long long trailing_zeros(long long n, long long b) {
    long long best = -1;
    for (int p : primes) {
        if ((long long)p * p > b) break;
        if (b % p) continue;
        int e = 0;
        while (b % p == 0) {
            b /= p;
            e++;
        }
        long long copies = count_in_factorial(n, p) / e;
        if (best < 0 || copies < best) best = copies;
    }
    if (b > 1) {  // what is left is one prime above sqrt(b)
        long long copies = count_in_factorial(n, b);
        if (best < 0 || copies < best) best = copies;
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    sieve();
    int q;
    if (!(cin >> q)) return 1;
    for (int i = 0; i < q; i++) {
        long long n, b;
        cin >> n >> b;
        cout << trailing_zeros(n, b) << "\n";
    }
    return 0;
}
