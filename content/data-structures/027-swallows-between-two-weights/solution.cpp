#include <algorithm>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

using namespace std;

// weights holds the n weights (not sorted; you may reorder them). questions holds the (a, b) pairs.
// Return, for each question, how many weights w satisfy a <= w <= b.
vector<int> count_between(vector<int> &weights, const vector<pair<int, int>> &questions) {
    sort(weights.begin(), weights.end());
    vector<int> counts;
    counts.reserve(questions.size());
    for (auto [a, b] : questions) {
        // Two binary searches: the first weight > b minus the first weight >= a.
        auto first = lower_bound(weights.begin(), weights.end(), a);
        auto past = upper_bound(weights.begin(), weights.end(), b);
        counts.push_back((int)(past - first));
    }
    return counts;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    if (!(cin >> n >> q)) return 1;
    vector<int> weights(n);
    for (int &weight : weights) cin >> weight;
    vector<pair<int, int>> questions(q);
    for (auto &[a, b] : questions) cin >> a >> b;
    string out;
    for (int count : count_between(weights, questions)) out += to_string(count) + "\n";
    cout << out;
    return 0;
}
