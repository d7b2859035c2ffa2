#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

// The least bill for at least q jars at one stall (see the statement for the meaning of x and y).
long long best_bill(long long q, long long price, const string &kind, long long x, long long y) {
    if (kind == "PERCENT") return (q * price * (100 - x) + 99) / 100; // rounded up to a whole penny
    if (kind == "FREE") {
        long long groups = q / (x + y), rest = q % (x + y);
        return (groups * x + min(rest, x)) * price;
    }
    long long plain = q * price;
    if (kind == "BULK") return min(max(q, x) * y, plain); // buying m jars may be cheaper than q
    long long needed = (x + price - 1) / price; // COUPON: jars needed to reach the threshold
    long long coupon = max(q, needed) * price - y;
    return min(coupon, plain);
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
