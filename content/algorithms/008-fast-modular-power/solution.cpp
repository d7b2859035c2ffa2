#include <iostream>
using namespace std;

long long power(long long a, long long b, long long m) {
    if (b == 0) return 1 % m;
    long long half = power(a, b / 2, m);
    long long result = half * half % m; // both below 10^9, so the product fits in 64 bits
    if (b % 2 == 1) result = result * (a % m) % m;
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    if (!(cin >> t)) return 1;
    for (int q = 0; q < t; q++) {
        long long a, b, m;
        cin >> a >> b >> m;
        cout << power(a, b, m) << "\n";
    }
    return 0;
}
