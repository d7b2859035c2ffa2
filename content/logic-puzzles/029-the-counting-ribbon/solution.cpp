#include <iostream>
#include <utility>
using namespace std;

// Skip whole groups of numbers with the same count of digits: d-digit numbers start at 10^(d-1), there
// are 9 * 10^(d-1) of them, and together they take 9 * 10^(d-1) * d digits. For k up to 10^18 the loop
// stops by d = 17, so d * count stays below 2^63.
pair<int, long long> locate(long long k) {
    long long d = 1, count = 9, start = 1;
    while (k > d * count) {
        k -= d * count;
        d++;
        count *= 10;
        start *= 10;
    }
    long long number = start + (k - 1) / d;
    long long x = number;
    for (long long i = (k - 1) % d; i < d - 1; i++) x /= 10;  // drop the digits to its right
    return {int(x % 10), number};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    for (int i = 0; i < q; i++) {
        long long k;
        cin >> k;
        auto [digit, number] = locate(k);
        cout << digit << " " << number << "\n";
    }
    return 0;
}
