#include <iostream>
#include <string>
#include <vector>
using namespace std;

// kinds[i] is "EXACTLY", "ATLEAST" or "ATMOST" and xs[i] its number. Return, in increasing order, every
// number of false notes F for which reading the board with exactly F false notes is consistent.
vector<int> consistent_false_counts(const vector<string> &kinds, const vector<int> &xs) {
    (void)kinds;
    (void)xs;
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<string> kinds(n);
    vector<int> xs(n);
    for (int i = 0; i < n; i++) cin >> kinds[i] >> xs[i];
    vector<int> found = consistent_false_counts(kinds, xs);
    if (found.empty()) cout << "PARADOX\n";
    else cout << found.size() << " " << found.front() << " " << found.back() << "\n";
    return 0;
}
