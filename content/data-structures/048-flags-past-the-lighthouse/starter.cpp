#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// flags[i] is the flag code of ship i + 1, in the order the ships passed. questions holds pairs (l, r).
// Return, for every question in order, how many different flags the ships l to r (both included) flew.
vector<int> count_flags(const vector<int> &flags, const vector<pair<int, int>> &questions) {
    (void)flags;
    return vector<int>(questions.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<int> flags(n);
    for (int &flag : flags) cin >> flag;
    vector<pair<int, int>> questions(q);
    for (auto &[left, right] : questions) cin >> left >> right;
    for (int answer : count_flags(flags, questions)) cout << answer << "\n";
    return 0;
}
