#include <iostream>
#include <vector>
using namespace std;

long long shortest_round_trip(const vector<vector<long long>> &t) {
    int n = (int)t.size();
    if (n == 1) return 0;
    // The drop points 1..n-1 are bits 0..k-1 of a mask, with k = n - 1.
    // best[mask][j]: shortest time from the base through exactly the points of mask, ending at point j + 1
    // (-1 marks an impossible state).
    int k = n - 1, full = (1 << k) - 1;
    vector<vector<long long>> best(full + 1, vector<long long>(k, -1));
    for (int j = 0; j < k; j++) best[1 << j][j] = t[0][j + 1];
    for (int mask = 1; mask <= full; mask++) {
        for (int j = 0; j < k; j++) {
            long long here = best[mask][j];
            if (here < 0) continue;
            for (int next = 0; next < k; next++) {
                if (mask & (1 << next)) continue;
                long long time = here + t[j + 1][next + 1];
                long long &target = best[mask | (1 << next)][next];
                if (target < 0 || time < target) target = time;
            }
        }
    }
    long long answer = -1;
    for (int j = 0; j < k; j++) {
        long long time = best[full][j] + t[j + 1][0]; // fly back to the base
        if (answer < 0 || time < answer) answer = time;
    }
    return answer;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<vector<long long>> t(n, vector<long long>(n));
    for (auto &row : t)
        for (auto &x : row) cin >> x;
    cout << shortest_round_trip(t) << "\n";
    return 0;
}
