#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

long long fewest_minutes(vector<long long> &t) {
    sort(t.begin(), t.end());
    long long total = 0;
    size_t left = t.size();  // hikers t[0..left-1] are still on the near side, with the lantern
    while (left > 3) {
        // Move the two slowest across and bring the lantern back, in the cheaper of two ways:
        // the fastest escorts each of them, or the two slowest cross together.
        long long escort = 2 * t[0] + t[left - 2] + t[left - 1];
        long long pair_up = t[0] + 2 * t[1] + t[left - 1];
        total += min(escort, pair_up);
        left -= 2;
    }
    if (left == 3) total += t[0] + t[1] + t[2];
    else if (left == 2) total += t[1];
    else total += t[0];
    return total;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<long long> t(n);
    for (auto &x : t) cin >> x;
    cout << fewest_minutes(t) << "\n";
    return 0;
}
