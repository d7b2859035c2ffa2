#include <iostream>
using namespace std;

struct Move {
    int disk;
    char from, to;
};

// Step k of the shortest solution moving n disks from source to target.
static Move move_in(int n, long long k, char source, char target, char spare) {
    long long half = 1LL << (n - 1); // step number of disk n's own move
    if (k == half) return {n, source, target};
    if (k < half) return move_in(n - 1, k, source, spare, target);
    return move_in(n - 1, k - half, spare, target, source);
}

Move kth_move(int n, long long k) {
    return move_in(n, k, 'A', 'C', 'B');
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
