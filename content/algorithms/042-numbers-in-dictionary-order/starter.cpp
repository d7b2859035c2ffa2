#include <iostream>
using namespace std;

// Return the number at position k (from 1) when 1..n are sorted as words in dictionary order.
long long kth_in_dictionary_order(long long n, long long k) {
    (void)n;
    (void)k;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    for (int i = 0; i < q; i++) {
        long long n, k;
        cin >> n >> k;
        cout << kth_in_dictionary_order(n, k) << "\n";
    }
    return 0;
}
