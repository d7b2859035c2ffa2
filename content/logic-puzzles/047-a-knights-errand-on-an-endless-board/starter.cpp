#include <iostream>
using namespace std;

// Return the fewest knight moves that take the knight dx columns and dy rows away (both may be negative
// or zero).
long long fewest_moves(long long dx, long long dy) {
    (void)dx;
    (void)dy;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    if (!(cin >> t)) return 1;
    for (int i = 0; i < t; i++) {
        long long x1, y1, x2, y2;
        cin >> x1 >> y1 >> x2 >> y2;
        cout << fewest_moves(x2 - x1, y2 - y1) << "\n";
    }
    return 0;
}
