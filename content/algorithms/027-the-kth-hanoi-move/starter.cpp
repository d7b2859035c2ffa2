#include <iostream>
using namespace std;

struct Move {
    int disk;
    char from, to;
};

// Return the move (disk, peg it leaves, peg it goes to) at step k of the shortest solution moving n disks
// from peg 'A' to peg 'C'.
Move kth_move(int n, long long k) {
    (void)n;
    (void)k;
    return {0, '?', '?'};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    for (int i = 0; i < q; i++) {
        int n;
        long long k;
        cin >> n >> k;
        Move move = kth_move(n, k);
        cout << move.disk << " " << move.from << " " << move.to << "\n";
    }
    return 0;
}
