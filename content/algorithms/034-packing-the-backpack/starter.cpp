#include <iostream>
#include <vector>
using namespace std;

// Return the largest total value of items (weights w, values v, each used at most once)
// whose total weight is at most capacity.
long long best_packing(int capacity, const vector<int> &w, const vector<long long> &v) {
    (void)capacity;
    (void)w;
    (void)v;
    return -1;
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
