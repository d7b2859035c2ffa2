#include <iostream>
#include <vector>
using namespace std;

struct Move {
    int disk;
    char from, to;
};

void hanoi(int n, char source, char target, char spare, vector<Move>& moves) {
    if (n == 0) return;
    hanoi(n - 1, source, spare, target, moves);
    moves.push_back({n, source, target});
    hanoi(n - 1, spare, target, source, moves);
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
