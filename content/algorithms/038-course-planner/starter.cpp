#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// Put the lexicographically smallest order of courses 1..n that respects every rule (a, b),
// meaning "a before b", into order and return true, or return false when no order exists.
bool plan_courses(int n, const vector<pair<int, int>> &rules, vector<int> &order) {
    (void)n;
    (void)rules;
    (void)order;
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<pair<int, int>> rules(m);
    for (auto &[a, b] : rules) cin >> a >> b;
    vector<int> order;
    if (plan_courses(n, rules, order)) {
        for (int i = 0; i < n; i++) cout << order[i] << (i == n - 1 ? '\n' : ' ');
    } else {
        cout << "IMPOSSIBLE\n";
    }
    return 0;
}
