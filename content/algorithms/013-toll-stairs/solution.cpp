#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

long long cheapest_climb(int n, const vector<int>& toll) {
    // best[i] = cheapest total toll to stand on step i; step n + 1 is the free landing
    vector<long long> best(n + 2);
    best[0] = 0;
    best[1] = toll[1];
    for (int i = 2; i <= n + 1; i++) {
        long long here = i <= n ? toll[i] : 0;
        best[i] = here + min(best[i - 1], best[i - 2]);
    }
    return best[n + 1];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<int> toll(n + 1, 0);
    for (int i = 1; i <= n; i++) cin >> toll[i];
    cout << cheapest_climb(n, toll) << "\n";
    return 0;
}
