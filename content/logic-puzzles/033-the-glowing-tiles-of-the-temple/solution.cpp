#include <bit>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int fewest_steps(const vector<string> &rows) {
    int height = rows.size(), width = rows[0].size();
    int full = (1 << width) - 1, best = -1;
    // Bit c of dark[r] is set when tile (r, c) is dark and must flip an odd number of times.
    vector<int> dark(height, 0);
    for (int r = 0; r < height; r++)
        for (int c = 0; c < width; c++)
            if (rows[r][c] == '.') dark[r] |= 1 << c;
    // Once the steps in the top row are chosen, every other row is forced: the only steps that can still
    // fix a dark tile in row r are those directly below it, in row r + 1.
    for (int first = 0; first <= full; first++) {
        int above = 0, steps = first, total = 0;
        for (int r = 0; r < height; r++) {
            total += popcount((unsigned)steps);
            int left = dark[r] ^ above ^ steps ^ ((steps << 1) & full) ^ (steps >> 1);
            above = steps;
            steps = left;
        }
        // The steps a row below the floor would need must be none.
        if (steps == 0 && (best < 0 || total < best)) best = total;
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int height, width;
    if (!(cin >> height >> width)) return 1;
    vector<string> rows(height);
    for (auto &row : rows) cin >> row;
    cout << fewest_steps(rows) << "\n";
    return 0;
}
