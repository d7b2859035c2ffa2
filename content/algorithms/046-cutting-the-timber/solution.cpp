#include <algorithm>
#include <climits>
#include <iostream>
#include <vector>
using namespace std;

long long cheapest_cutting(long long len, const vector<long long> &marks) {
    vector<long long> p = marks; // the marks plus both ends of the log, sorted
    p.push_back(0);
    p.push_back(len);
    sort(p.begin(), p.end());
    int count = (int)p.size();
    // cost[i][j]: cheapest way to make every cut strictly between marks i and j
    vector<vector<long long>> cost(count, vector<long long>(count, 0));
    for (int gap = 2; gap < count; gap++) {
        for (int i = 0; i + gap < count; i++) {
            int j = i + gap;
            long long best = LLONG_MAX;
            for (int k = i + 1; k < j; k++) best = min(best, cost[i][k] + cost[k][j]);
            cost[i][j] = best + (p[j] - p[i]); // the first cut, at k, costs the whole piece
        }
    }
    return cost[0][count - 1];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long len;
    int n;
    if (!(cin >> len >> n)) return 1;
    vector<long long> marks(n);
    for (auto &m : marks) cin >> m;
    cout << cheapest_cutting(len, marks) << "\n";
    return 0;
}
