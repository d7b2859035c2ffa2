#include <iostream>
#include <string>
#include <vector>
using namespace std;

string deduce(int n, const vector<int> &blocks, const string &row) {
    // Work on the row with one extra empty cell at the end. It is cut, from left to right, into pieces:
    // a single empty cell, or block j followed by one empty cell.
    int k = blocks.size();
    string cells = row + ".";
    vector<int> dots(n + 2, 0);  // dots[i]: how many of the first i cells are known empty
    for (int i = 0; i <= n; i++) dots[i + 1] = dots[i] + (cells[i] == '.');
    // block j can start at s: its cells are not known empty and the cell after it is not known filled
    auto fits = [&](int s, int j) {
        int b = blocks[j];
        return s + b <= n && dots[s + b] == dots[s] && cells[s + b] != '#';
    };
    // pre[i][j]: the first i cells can hold exactly blocks 0..j-1; suf[i][j]: cells i.. can hold blocks j..
    vector<vector<char>> pre(n + 2, vector<char>(k + 1, 0)), suf(n + 2, vector<char>(k + 1, 0));
    pre[0][0] = 1;
    for (int i = 0; i <= n; i++)
        for (int j = 0; j <= k; j++) {
            if (!pre[i][j]) continue;
            if (cells[i] != '#') pre[i + 1][j] = 1;
            if (j < k && fits(i, j)) pre[i + blocks[j] + 1][j + 1] = 1;
        }
    if (!pre[n + 1][k]) return "CONTRADICTION";
    suf[n + 1][k] = 1;
    for (int i = n; i >= 0; i--)
        for (int j = 0; j <= k; j++)
            suf[i][j] = (cells[i] != '#' && suf[i + 1][j]) || (j < k && fits(i, j) && suf[i + blocks[j] + 1][j + 1]);
    vector<int> can_fill(n + 2, 0);  // a difference array: +1 where a possible block starts, -1 after its end
    vector<bool> can_empty(n, false);
    for (int i = 0; i < n; i++)
        for (int j = 0; j <= k; j++) {
            if (!pre[i][j]) continue;
            if (cells[i] != '#' && suf[i + 1][j]) can_empty[i] = true;  // a lone empty cell between blocks
            if (j < k && fits(i, j) && suf[i + blocks[j] + 1][j + 1]) {
                // block j can sit at i..i+b-1, with an empty cell after it
                can_fill[i]++;
                can_fill[i + blocks[j]]--;
                if (i + blocks[j] < n) can_empty[i + blocks[j]] = true;
            }
        }
    string out(n, '.');
    int covered = 0;
    for (int i = 0; i < n; i++) {
        covered += can_fill[i];
        if (covered > 0) out[i] = can_empty[i] ? '?' : '#';
    }
    return out;
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
