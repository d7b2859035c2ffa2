#include <cstdint>
#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

const int STATES = 362880;  // 9!
const string GOAL = "123456780";
const int FACT[9] = {40320, 5040, 720, 120, 24, 6, 2, 1, 1};
vector<signed char> distance_to_goal(STATES, -1);  // the fewest slides to GOAL, by rank; -1 if none

// An arrangement is kept as 4 bits per cell (cell i in bits 4i..4i+3), 0 for the gap. Its rank is its
// position among all 9! orders of the cells' contents (the Lehmer code).
int rank_of(uint64_t state) {
    int cells[9], r = 0;
    for (int i = 0; i < 9; i++) cells[i] = state >> (4 * i) & 15;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++)
            if (cells[j] < cells[i]) smaller++;
        r += smaller * FACT[i];
    }
    return r;
}

// One breadth-first search backwards from GOAL fills the whole table.
void all_distances() {
    vector<pair<uint64_t, int>> queue;  // each state with the cell of its gap
    queue.reserve(STATES);
    uint64_t goal = 0;
    for (int i = 0; i < 9; i++) goal |= uint64_t(GOAL[i] - '0') << (4 * i);
    queue.push_back({goal, 8});
    distance_to_goal[rank_of(goal)] = 0;
    for (size_t head = 0; head < queue.size(); head++) {
        auto [state, gap] = queue[head];
        int d = distance_to_goal[rank_of(state)] + 1;
        int moves[4], count = 0;  // the cells whose tile can slide into the gap
        if (gap >= 3) moves[count++] = gap - 3;
        if (gap < 6) moves[count++] = gap + 3;
        if (gap % 3 > 0) moves[count++] = gap - 1;
        if (gap % 3 < 2) moves[count++] = gap + 1;
        for (int k = 0; k < count; k++) {
            int q = moves[k];
            uint64_t tile = state >> (4 * q) & 15;
            uint64_t next = state - (tile << (4 * q)) + (tile << (4 * gap));  // slide the tile into the gap
            int r = rank_of(next);
            if (distance_to_goal[r] < 0) {
                distance_to_goal[r] = d;
                queue.push_back({next, q});
            }
        }
    }
}

// Renames the tiles so that the target becomes GOAL (the tile at cell i of the target gets the name
// GOAL[i]); names do not matter to slides.
int fewest_slides(const string &start, const string &target) {
    int rename[10];
    for (int i = 0; i < 9; i++) rename[target[i] - '0'] = GOAL[i] - '0';
    uint64_t state = 0;
    for (int i = 0; i < 9; i++) state |= uint64_t(rename[start[i] - '0']) << (4 * i);
    return distance_to_goal[rank_of(state)];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    if (!(cin >> t)) return 1;
    all_distances();
    for (int i = 0; i < t; i++) {
        string start, target;
        cin >> start >> target;
        int d = fewest_slides(start, target);
        if (d < 0) cout << "IMPOSSIBLE\n";
        else cout << d << "\n";
    }
    return 0;
}
