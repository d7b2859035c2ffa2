#include <iostream>
#include <string>
#include <vector>
using namespace std;

// With f false notes, the right claims are: EXACTLY f, ATLEAST x for x <= f, ATMOST x for x >= f.
// Reading the board with f false notes is consistent when exactly n - f notes are right. Counting the
// notes of each kind per number lets one sweep over f keep all three counts up to date.
vector<int> consistent_false_counts(const vector<string> &kinds, const vector<int> &xs) {
    int n = kinds.size();
    vector<int> exactly(n + 1), at_least(n + 1), at_most(n + 1);
    int at_most_from = 0;  // ATMOST notes with x >= f
    for (int i = 0; i < n; i++) {
        if (kinds[i] == "EXACTLY") exactly[xs[i]]++;
        else if (kinds[i] == "ATLEAST") at_least[xs[i]]++;
        else {
            at_most[xs[i]]++;
            at_most_from++;
        }
    }
    vector<int> found;
    int at_least_up_to = 0;  // ATLEAST notes with x <= f
    for (int f = 0; f <= n; f++) {
        at_least_up_to += at_least[f];
        if (f > 0) at_most_from -= at_most[f - 1];
        int right = exactly[f] + at_least_up_to + at_most_from;
        if (n - right == f) found.push_back(f);
    }
    return found;
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
