#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// reports[i] is (m, r): in rows of m soldiers, r are left over. Return the smallest number (0 or more)
// that fits every report, or -1 when no number does.
long long fewest_soldiers(const vector<pair<long long, long long>> &reports) {
    (void)reports;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<pair<long long, long long>> reports(n);
    for (auto &[m, r] : reports) cin >> m >> r;
    long long answer = fewest_soldiers(reports);
    if (answer < 0) cout << "IMPOSSIBLE\n";
    else cout << answer << "\n";
    return 0;
}
