#include <iostream>
#include <vector>
using namespace std;

struct Move {
    int disk;
    char from, to;
};

// Append to moves, in order, every move that carries the n smallest disks from peg source to peg target,
// using peg spare.
void hanoi(int n, char source, char target, char spare, vector<Move>& moves) {
    (void)n;
    (void)source;
    (void)target;
    (void)spare;
    (void)moves;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<Move> moves;
    hanoi(n, 'A', 'C', 'B', moves);
    cout << moves.size() << "\n";
    for (const Move& move : moves) cout << move.disk << " " << move.from << " " << move.to << "\n";
    return 0;
}
