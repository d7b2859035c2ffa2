#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

// The sums of all 2^(values.size()) subsets of values, built one value at a time:
// every sum so far is kept without the new value and again with it.
static vector<long long> subset_sums(const vector<long long> &values) {
    vector<long long> sums{0};
    sums.reserve(size_t{1} << values.size());
    for (long long v : values) {
        size_t count = sums.size();
        for (size_t i = 0; i < count; i++) sums.push_back(sums[i] + v);
    }
    return sums;
}

long long count_sets(const vector<long long> &values, long long target) {
    // Meet in the middle: every set is one subset of the first half together with one of the second.
    size_t half = values.size() / 2;
    vector<long long> left = subset_sums(vector<long long>(values.begin(), values.begin() + half));
    vector<long long> right = subset_sums(vector<long long>(values.begin() + half, values.end()));
    sort(left.begin(), left.end());
    sort(right.begin(), right.end());
    // Two pointers: left ascending, right descending, looking for left[i] + right[j - 1] == target.
    long long sets = 0;
    size_t i = 0, j = right.size();
    while (i < left.size() && j > 0) {
        long long sum = left[i] + right[j - 1];
        if (sum < target) {
            i++;
        } else if (sum > target) {
            j--;
        } else {
            // every pairing of equal left sums with equal right sums counts
            size_t i_end = i, j_start = j - 1;
            while (i_end < left.size() && left[i_end] == left[i]) i_end++;
            while (j_start > 0 && right[j_start - 1] == right[j - 1]) j_start--;
            sets += (long long)(i_end - i) * (long long)(j - j_start);
            i = i_end;
            j = j_start;
        }
    }
    if (target == 0) sets--; // the empty set was counted
    return sets;
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
