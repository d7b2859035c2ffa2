#include <iostream>
#include <string>
#include <vector>
using namespace std;

// stacks[i] lists a stack's pancakes from the top down (a permutation of 1..n). Return, for every stack,
// the fewest flips that leave the smallest pancake on top and the largest at the bottom.
vector<int> fewest_flips(const vector<vector<int>> &stacks) {
    return vector<int>(stacks.size(), 0);
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
