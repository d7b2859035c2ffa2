#include <iostream>
using namespace std;

// The number of guests whose reunion gives exactly k clinks, or 0 if there is none.
long long guests(long long k) {
    long long n = 1, total = 0; // total = clinks among n guests
    while (total < k) {
        total += n; // guest n + 1 clinks with the n already there
        n++;
    }
    return total == k ? n : 0;
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
