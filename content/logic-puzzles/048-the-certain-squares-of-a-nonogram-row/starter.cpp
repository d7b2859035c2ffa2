#include <iostream>
#include <string>
#include <vector>
using namespace std;

// row holds n characters '#', '.' or '?'; blocks is the clue (possibly empty). Return the deduced row:
// '#' where the cell is filled in every filling that fits, '.' where it is empty in every one, '?'
// elsewhere; or "CONTRADICTION" when no filling fits.
string deduce(int n, const vector<int> &blocks, const string &row) {
    (void)n;
    (void)blocks;
    return row;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    if (!(cin >> n >> k)) return 1;
    vector<int> blocks(k);
    for (auto &b : blocks) cin >> b;
    string row;
    cin >> row;
    cout << deduce(n, blocks, row) << "\n";
    return 0;
}
