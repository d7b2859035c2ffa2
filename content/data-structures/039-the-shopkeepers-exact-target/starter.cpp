#include <iostream>
#include <vector>

using namespace std;

// results holds the daily results in order. Return how many runs of one or more consecutive days
// add up to exactly k.
long long count_runs(const vector<long long> &results, long long k) {
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long k;
    if (!(cin >> n >> k)) return 1;
    vector<long long> results(n);
    for (long long &result : results) cin >> result;
    cout << count_runs(results, k) << "\n";
    return 0;
}
