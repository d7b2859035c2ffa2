#include <iostream>
#include <string>
using namespace std;

// Return the least bill, in pennies, for at least q jars at a stall selling them at `price` each,
// whose offer is kind ("PERCENT", "FREE", "BULK" or "COUPON") with numbers x and y:
// PERCENT x, FREE x y (a = x, b = y), BULK x y (m = x, c = y), COUPON x y (t = x, d = y). y is 0 for PERCENT.
long long best_bill(long long q, long long price, const string &kind, long long x, long long y) {
    (void)q;
    (void)price;
    (void)kind;
    (void)x;
    (void)y;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q, s;
    cin >> q >> s;
    int best_stall = 0;
    long long best = -1;
    for (int i = 1; i <= s; i++) {
        long long price, x, y = 0;
        string kind;
        cin >> price >> kind >> x;
        if (kind != "PERCENT") cin >> y;
        long long bill = best_bill(q, price, kind, x, y);
        if (best < 0 || bill < best) {
            best = bill;
            best_stall = i;
        }
    }
    cout << best_stall << " " << best << "\n";
    return 0;
}
