#include <bit>
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// Breadth-first search over the states: which animals are on the west bank, and on which bank the
// ferryman is.
int fewest_crossings(int n, int capacity, const vector<pair<int, int>> &feuds) {
    int everyone = (1 << n) - 1, states = 1 << (n + 1);
    vector<int> enemies(n, 0);
    for (auto [a, b] : feuds) {
        enemies[a - 1] |= 1 << (b - 1);
        enemies[b - 1] |= 1 << (a - 1);
    }
    // peaceful[group]: the animals in group may be left together without the ferryman
    vector<char> peaceful(1 << n);
    peaceful[0] = 1;
    for (int group = 1; group <= everyone; group++) {
        int low = countr_zero((unsigned)group), rest = group & (group - 1);
        peaceful[group] = peaceful[rest] && !(enemies[low] & rest);
    }
    // A state is west | side << n: the animals on the west bank and the ferryman's bank (0 west, 1 east).
    vector<int> crossings(states, -1), queue;
    queue.reserve(states);
    int goal = 1 << n;
    crossings[everyone] = 0;
    queue.push_back(everyone);
    for (size_t head = 0; head < queue.size() && crossings[goal] < 0; head++) {
        int state = queue[head];
        int west = state & everyone, side = state >> n;
        int here = side == 0 ? west : everyone & ~west;
        // every group he can take along: a subset of his bank with at most capacity animals
        for (int group = here;; group = (group - 1) & here) {
            if (popcount((unsigned)group) <= capacity) {
                int new_west = side == 0 ? west & ~group : west | group;
                int left_behind = side == 0 ? new_west : everyone & ~new_west;
                int following = new_west | (1 - side) << n;
                if (peaceful[left_behind] && crossings[following] < 0) {
                    crossings[following] = crossings[state] + 1;
                    queue.push_back(following);
                }
            }
            if (group == 0) break;
        }
    }
    return crossings[goal];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, capacity, m;
    if (!(cin >> n >> capacity >> m)) return 1;
    vector<pair<int, int>> feuds(m);
    for (auto &[a, b] : feuds) cin >> a >> b;
    cout << fewest_crossings(n, capacity, feuds) << "\n";
    return 0;
}
