#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// Place the runners one by one, each time taking a runner nobody still unplaced must beat. The order is
// the only one exactly when there is never more than one such runner to choose from.
string race_result(int n, const vector<pair<int, int>> &facts) {
    vector<vector<int>> ahead_of(n + 1);  // the runners each runner finished ahead of
    vector<int> beaten_by(n + 1, 0);      // how many facts put someone ahead of this runner
    for (auto [a, b] : facts) {
        ahead_of[a].push_back(b);
        beaten_by[b]++;
    }
    vector<int> ready, order;
    for (int r = 1; r <= n; r++)
        if (beaten_by[r] == 0) ready.push_back(r);
    int first_unsure = 0;
    while (!ready.empty()) {
        if (ready.size() > 1 && first_unsure == 0) first_unsure = order.size() + 1;  // two runners could take it
        int runner = ready.back();
        ready.pop_back();
        order.push_back(runner);
        for (int other : ahead_of[runner])
            if (--beaten_by[other] == 0) ready.push_back(other);
    }
    if ((int)order.size() < n) return "CONTRADICTION";  // some runners are caught in a circle of facts
    if (first_unsure) return "AMBIGUOUS " + to_string(first_unsure);
    string line;
    for (int i = 0; i < n; i++) {
        if (i) line += ' ';
        line += to_string(order[i]);
    }
    return line;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<pair<int, int>> facts(m);
    for (auto &[a, b] : facts) cin >> a >> b;
    cout << race_result(n, facts) << "\n";
    return 0;
}
