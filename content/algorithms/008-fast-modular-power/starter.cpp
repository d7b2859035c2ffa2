#include <iostream>
using namespace std;

// Return a to the power b, modulo m (a number from 0 to m - 1).
long long power(long long a, long long b, long long m) {
    (void)a;
    (void)b;
    (void)m;
    return -1;
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
