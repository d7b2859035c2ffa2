#include <iostream>
#include <vector>
using namespace std;

// Return the number of non-empty subsets of values whose sum is exactly target.
long long count_sets(const vector<long long> &values, long long target) {
    (void)values;
    (void)target;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long target;
    if (!(cin >> n >> target)) return 1;
    vector<long long> values(n);
    for (auto &v : values) cin >> v;
    cout << count_sets(values, target) << "\n";
    return 0;
}
