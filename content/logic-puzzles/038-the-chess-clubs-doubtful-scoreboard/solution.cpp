#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int check_table(vector<int> &wins) {
    // For each size k, the group most likely to be contradictory is the k weakest claims (too few wins:
    // they play k(k-1)/2 games among themselves) or the k strongest claims (too many wins: at most those
    // games and the k(n-k) against everyone else). Prefix sums of the sorted claims give both at once.
    long long n = wins.size();
    sort(wins.begin(), wins.end());
    vector<long long> prefix(n + 1, 0);
    for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + wins[i];
    for (long long k = 1; k <= n; k++) {
        long long among_themselves = k * (k - 1) / 2;
        long long weakest = prefix[k], strongest = prefix[n] - prefix[n - k];
        if (weakest < among_themselves || strongest > among_themselves + k * (n - k)) return k;
    }
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int tables;
    if (!(cin >> tables)) return 1;
    string out;
    while (tables-- > 0) {
        int n;
        cin >> n;
        vector<int> wins(n);
        for (auto &w : wins) cin >> w;
        int k = check_table(wins);
        out += k ? "IMPOSSIBLE " + to_string(k) + "\n" : "POSSIBLE\n";
    }
    cout << out;
    return 0;
}
