#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// portal[x] is the room that room x's portal leads to (rooms 1..n, index 0 unused).
// questions[i] is {x, k}. Return one room per question, in order: where k hops from room x end.
vector<int> destinations(int n, const vector<int> &portal, const vector<pair<int, unsigned long long>> &questions) {
    (void)n;
    (void)portal;
    vector<int> answers;
    for (const auto &[x, k] : questions) answers.push_back(x);
    return answers;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<int> portal(n + 1, 0);
    for (int x = 1; x <= n; x++) cin >> portal[x];
    vector<pair<int, unsigned long long>> questions(q);
    for (auto &[x, k] : questions) cin >> x >> k;
    for (int answer : destinations(n, portal, questions)) cout << answer << "\n";
    return 0;
}
