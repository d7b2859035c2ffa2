#include <algorithm>
#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

int edit_distance(const string &s, const string &t) {
    int n = (int)s.size(), m = (int)t.size();
    // prev[j] and cur[j]: edits turning the first i-1 (resp. i) letters of s into the first j letters of t
    vector<int> prev(m + 1), cur(m + 1);
    for (int j = 0; j <= m; j++) prev[j] = j;
    for (int i = 1; i <= n; i++) {
        cur[0] = i;
        for (int j = 1; j <= m; j++) {
            if (s[i - 1] == t[j - 1]) cur[j] = prev[j - 1];
            else cur[j] = 1 + min({prev[j - 1], prev[j], cur[j - 1]});
        }
        swap(prev, cur);
    }
    return prev[m];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s, t;
    if (!(cin >> s >> t)) return 1;
    cout << edit_distance(s, t) << "\n";
    return 0;
}
