#include <iostream>
#include <string>
#include <vector>
using namespace std;

// board holds n rows of n characters ('.' usable, '#' broken).
// Return the number of ways to place n non-attacking queens on usable squares.
long long count_placements(const vector<string>& board) {
    (void)board;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<string> board(n);
    for (auto& row : board) cin >> row;
    cout << count_placements(board) << "\n";
    return 0;
}
