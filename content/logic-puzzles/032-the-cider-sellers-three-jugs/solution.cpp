#include <algorithm>
#include <array>
#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

const int MAX_AMOUNT = 100000;

vector<int> fewest_pours(const array<int, 3> &capacity, const vector<int> &targets) {
    // After every pour some jug is empty or full, and then the state is fixed by that fact and the amount
    // in the next jug (the cider in all three never changes). So each reachable state gets a small index.
    auto state_index = [&](const array<int, 3> &jugs) {
        for (int j = 0; j < 3; j++) {
            int next = jugs[(j + 1) % 3];
            if (jugs[j] == 0) return (2 * j) * (MAX_AMOUNT + 1) + next;
            if (jugs[j] == capacity[j]) return (2 * j + 1) * (MAX_AMOUNT + 1) + next;
        }
        return -1;  // never happens for a reachable state
    };
    // One breadth-first search from the dawn state reaches every state by the fewest pours; along the
    // way, remember in first[t] the first time t litres show up in any jug.
    int total = capacity[0];
    vector<int> first(MAX_AMOUNT + 1, -1);
    vector<char> seen(6 * (MAX_AMOUNT + 1));
    vector<pair<int, int>> queue;  // jug 1 and jug 2 of each queued state (jug 3 holds the rest)
    vector<int> depth;
    array<int, 3> start = {capacity[0], 0, 0};
    seen[state_index(start)] = 1;
    first[capacity[0]] = first[0] = 0;
    queue.push_back({capacity[0], 0});
    depth.push_back(0);
    for (size_t head = 0; head < queue.size(); head++) {
        auto [x, y] = queue[head];
        array<int, 3> jugs = {x, y, total - x - y};
        int pours = depth[head] + 1;
        for (int i = 0; i < 3; i++) {
            if (jugs[i] == 0) continue;
            for (int j = 0; j < 3; j++) {
                int room = capacity[j] - jugs[j];
                if (i == j || room == 0) continue;
                int moved = min(jugs[i], room);
                array<int, 3> after = jugs;
                after[i] -= moved;
                after[j] += moved;
                int index = state_index(after);
                if (seen[index]) continue;
                seen[index] = 1;
                queue.push_back({after[0], after[1]});
                depth.push_back(pours);
                for (int amount : after)
                    if (first[amount] < 0) first[amount] = pours;
            }
        }
    }
    vector<int> answers;
    for (int t : targets) answers.push_back(first[t]);
    return answers;
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
