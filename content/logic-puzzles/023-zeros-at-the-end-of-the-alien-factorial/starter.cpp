#include <iostream>
using namespace std;

// Return how many zeros n! ends with when it is written in base b.
long long trailing_zeros(long long n, long long b) {
    (void)n;
    (void)b;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    for (int i = 0; i < q; i++) {
        long long n, b;
        cin >> n >> b;
        cout << trailing_zeros(n, b) << "\n";
    }
    return 0;
}
