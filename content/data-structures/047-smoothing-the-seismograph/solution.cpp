#include <algorithm>
#include <iostream>
#include <numeric>
#include <vector>
using namespace std;

// Every reading gets a rank: its place when all readings are sorted (equal readings by position), so all
// ranks differ. A Fenwick tree over the ranks counts the readings inside the window, and walking down it
// finds the window's ceil(k/2)-th smallest reading in O(log n) steps.

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    vector<int> reading(n);
    for (int &value : reading) cin >> value;
    vector<int> order(n), rank(n);
    iota(order.begin(), order.end(), 0);
    sort(order.begin(), order.end(), [&](int i, int j) {
        return reading[i] != reading[j] ? reading[i] < reading[j] : i < j;
    });
    for (int r = 0; r < n; r++) rank[order[r]] = r + 1;
    int top = 1;
    while (top * 2 <= n) top *= 2;
    vector<int> tree(n + 1, 0);
    int need = (k + 1) / 2;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        for (int j = rank[i]; j <= n; j += j & -j) tree[j]++;
        if (i >= k)
            for (int j = rank[i - k]; j <= n; j += j & -j) tree[j]--;
        if (i >= k - 1) {
            int position = 0, left = need;
            for (int step = top; step; step >>= 1) {
                int next = position + step;
                if (next <= n && tree[next] < left) {
                    position = next;
                    left -= tree[next];
                }
            }
            total += reading[order[position]]; // rank position + 1 is the reading order[position]
        }
    }
    cout << total << "\n";
    return 0;
}
