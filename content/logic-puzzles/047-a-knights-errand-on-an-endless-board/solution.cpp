#include <algorithm>
#include <cstdlib>
#include <iostream>
using namespace std;

long long fewest_moves(long long dx, long long dy) {
    // Only the distance matters, and by symmetry we may take x >= y >= 0.
    long long x = max(llabs(dx), llabs(dy)), y = min(llabs(dx), llabs(dy));
    if (x == 1 && y == 0) return 3;  // the two squares next door, where a knight needs a detour
    if (x == 2 && y == 2) return 4;
    // Each move changes x by at most 2 and x + y by at most 3, and x + y changes parity every move.
    long long moves = max((x + 1) / 2, (x + y + 2) / 3);
    if ((moves + x + y) % 2 == 1) moves++;
    return moves;
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
