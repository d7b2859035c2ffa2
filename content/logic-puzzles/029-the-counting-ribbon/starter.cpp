#include <iostream>
#include <utility>
using namespace std;

// Return {digit, number}: the digit at position k of 123456789101112... and the number it belongs to.
pair<int, long long> locate(long long k) {
    (void)k;
    return {0, 0};
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
