#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

long long best_packing(int capacity, const vector<int> &w, const vector<long long> &v) {
    // best[c] = largest value within capacity c using the items considered so far
    vector<long long> best(capacity + 1, 0);
    for (size_t i = 0; i < w.size(); i++) {
        for (int c = capacity; c >= w[i]; c--) { // downwards: item i is used at most once
            best[c] = max(best[c], best[c - w[i]] + v[i]);
        }
    }
    return best[capacity];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, capacity;
    if (!(cin >> n >> capacity)) return 1;
    vector<int> w(n);
    vector<long long> v(n);
    for (int i = 0; i < n; i++) cin >> w[i] >> v[i];
    cout << best_packing(capacity, w, v) << "\n";
    return 0;
}
