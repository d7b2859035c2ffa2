#include <iomanip>
#include <iostream>
using namespace std;

// Return the number on the d-digit display after n turns of the crank, starting from x.
long long after_turns(int d, long long x, long long n) {
    (void)d;
    (void)x;
    (void)n;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    cout << setfill('0');
    for (int i = 0; i < q; i++) {
        int d;
        long long x, n;
        cin >> d >> x >> n;
        cout << setw(d) << after_turns(d, x, n) << "\n";
    }
    return 0;
}
