#include <iostream>
#include <unordered_map>
#include <vector>

using namespace std;

// results holds the daily results in order. Return how many runs of one or more consecutive days
// add up to exactly k.
long long count_runs(const vector<long long> &results, long long k) {
    // A run ending today adds up to k exactly when an earlier prefix sum equals today's minus k:
    // a hash table counts the prefix sums seen so far.
    unordered_map<long long, int> seen;
    seen.reserve(2 * results.size() + 2);
    seen[0] = 1;
    long long prefix = 0, count = 0;
    for (long long result : results) {
        prefix += result;
        auto found = seen.find(prefix - k);
        if (found != seen.end()) count += found->second;
        seen[prefix]++;
    }
    return count;
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
