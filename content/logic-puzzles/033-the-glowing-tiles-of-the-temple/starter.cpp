#include <iostream>
#include <string>
#include <vector>
using namespace std;

// rows[r][c] is '#' for a glowing tile and '.' for a dark one. Return the fewest steps that make every
// tile glow, or -1 when no set of steps does.
int fewest_steps(const vector<string> &rows) {
    (void)rows;
    return 0;
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
