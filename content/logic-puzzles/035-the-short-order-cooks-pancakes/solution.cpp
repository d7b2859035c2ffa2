#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

// A stack of n pancakes (sizes 1..n, top first) is stored as a number: 3 bits per pancake, top lowest.
int encode(const vector<int> &stack) {
    int key = 0;
    for (int i = stack.size() - 1; i >= 0; i--) key = key << 3 | (stack[i] - 1);
    return key;
}

vector<int> decode(int key, int n) {
    vector<int> stack(n);
    for (int i = 0; i < n; i++, key >>= 3) stack[i] = (key & 7) + 1;
    return stack;
}

// flips[key]: fewest flips between the sorted stack of n pancakes and the stack key (255: unseen).
// A flip undone is the same flip, so one breadth-first search from the sorted stack answers every stack.
vector<unsigned char> all_distances(int n) {
    vector<unsigned char> flips(size_t(1) << (3 * n), 255);
    vector<int> sorted(n);
    for (int i = 0; i < n; i++) sorted[i] = i + 1;
    vector<int> queue = {encode(sorted)};
    flips[queue[0]] = 0;
    for (size_t head = 0; head < queue.size(); head++) {
        int key = queue[head];
        for (int k = 2; k <= n; k++) {
            vector<int> stack = decode(key, n);
            reverse(stack.begin(), stack.begin() + k);  // flip the top k pancakes
            int flipped = encode(stack);
            if (flips[flipped] == 255) {
                flips[flipped] = flips[key] + 1;
                queue.push_back(flipped);
            }
        }
    }
    return flips;
}

vector<int> fewest_flips(const vector<vector<int>> &stacks) {
    vector<vector<unsigned char>> flips(9);  // one table per stack size, built when first needed
    vector<int> answers;
    for (const auto &stack : stacks) {
        int n = stack.size();
        if (flips[n].empty()) flips[n] = all_distances(n);
        answers.push_back(flips[n][encode(stack)]);
    }
    return answers;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    vector<vector<int>> stacks(q);
    for (auto &stack : stacks) {
        int n;
        cin >> n;
        stack.resize(n);
        for (auto &size : stack) cin >> size;
    }
    string out;
    for (int answer : fewest_flips(stacks)) out += to_string(answer) + "\n";
    cout << out;
    return 0;
}
