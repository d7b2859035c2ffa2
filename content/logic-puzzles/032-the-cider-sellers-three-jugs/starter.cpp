#include <array>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Jug 1 (capacity capacity[0]) starts full, jugs 2 and 3 empty. Return, for each target t, the fewest
// pours after which some jug holds exactly t litres, or -1 when that never happens.
vector<int> fewest_pours(const array<int, 3> &capacity, const vector<int> &targets) {
    (void)capacity;
    return vector<int>(targets.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    array<int, 3> capacity;
    int q;
    if (!(cin >> capacity[0] >> capacity[1] >> capacity[2] >> q)) return 1;
    vector<int> targets(q);
    for (auto &t : targets) cin >> t;
    string out;
    for (int answer : fewest_pours(capacity, targets)) out += to_string(answer) + "\n";
    cout << out;
    return 0;
}
