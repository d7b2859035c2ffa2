#include <iostream>
using namespace std;

// Return the number of guests whose reunion gives exactly k clinks, or 0 if there is none.
long long guests(long long k) {
    (void)k;
    return 1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    for (int i = 0; i < q; i++) {
        long long k;
        cin >> k;
        long long n = guests(k);
        if (n) cout << n << "\n";
        else cout << "MISCOUNTED\n";
    }
    return 0;
}
