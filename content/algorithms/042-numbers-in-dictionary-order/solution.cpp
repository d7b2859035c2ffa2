#include <algorithm>
#include <iostream>
using namespace std;

// How many numbers from 1 to n start (as words) with the digits of prefix.
static long long count_with_prefix(long long prefix, long long n) {
    long long count = 0;
    long long first = prefix, last = prefix;
    while (first <= n) {
        count += min(last, n) - first + 1;
        if (first > n / 10) break; // the next level starts beyond n (and 10 * first might overflow)
        first = first * 10;
        last = last > n / 10 ? n : last * 10 + 9;
    }
    return count;
}

long long kth_in_dictionary_order(long long n, long long k) {
    long long current = 1;
    long long steps = k - 1; // moves still to make from the first word, "1"
    while (steps > 0) {
        long long size = count_with_prefix(current, n);
        if (size <= steps) {
            current++; // skip the whole subtree of current
            steps -= size;
        } else {
            current *= 10; // step down to the first child
            steps--;
        }
    }
    return current;
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
