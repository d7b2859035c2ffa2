#include <functional>
#include <iostream>
#include <queue>
#include <utility>
#include <vector>
using namespace std;

// Fills order with the lexicographically smallest valid order; false when the rules form a cycle.
bool plan_courses(int n, const vector<pair<int, int>> &rules, vector<int> &order) {
    vector<vector<int>> unblocks(n + 1); // the courses each course comes before
    vector<int> blocked(n + 1, 0);       // rules still blocking each course
    for (auto [a, b] : rules) {
        unblocks[a].push_back(b);
        blocked[b]++;
    }
    // Always take the smallest course that is free to take.
    priority_queue<int, vector<int>, greater<>> ready;
    for (int x = 1; x <= n; x++)
        if (blocked[x] == 0) ready.push(x);
    order.clear();
    while (!ready.empty()) {
        int x = ready.top();
        ready.pop();
        order.push_back(x);
        for (int y : unblocks[x])
            if (--blocked[y] == 0) ready.push(y);
    }
    return (int)order.size() == n; // fewer means some courses wait for each other in a cycle
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
