#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

// Sorts a[lo, hi) using buffer and returns the number of out-of-order pairs inside it.
static long long sort_and_count(vector<long long>& a, vector<long long>& buffer, int lo, int hi) {
    if (hi - lo < 2) return 0;
    int mid = lo + (hi - lo) / 2;
    long long pairs = sort_and_count(a, buffer, lo, mid) + sort_and_count(a, buffer, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
        if (a[i] <= a[j]) {
            buffer[k++] = a[i++];
        } else {
            buffer[k++] = a[j++];
            pairs += mid - i; // a[j] is smaller than every left element still waiting
        }
    }
    while (i < mid) buffer[k++] = a[i++];
    while (j < hi) buffer[k++] = a[j++];
    copy(buffer.begin() + lo, buffer.begin() + hi, a.begin() + lo);
    return pairs;
}

long long count_out_of_order(vector<long long>& plays) {
    vector<long long> buffer(plays.size());
    return sort_and_count(plays, buffer, 0, (int)plays.size());
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<long long> plays(n);
    for (auto& count : plays) cin >> count;
    cout << count_out_of_order(plays) << "\n";
    return 0;
}
