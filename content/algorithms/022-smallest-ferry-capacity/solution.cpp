#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

// Trips used by greedy loading, stopping early once more than limit trips are needed.
static int trips_needed(const vector<long long>& weights, long long capacity, int limit) {
    int trips = 1;
    long long load = 0;
    for (long long weight : weights) {
        if (load + weight > capacity) {
            if (++trips > limit) break;
            load = weight;
        } else {
            load += weight;
        }
    }
    return trips;
}

long long smallest_capacity(const vector<long long>& weights, int d) {
    long long total = 0, heaviest = 0;
    for (long long weight : weights) {
        total += weight;
        heaviest = max(heaviest, weight);
    }
    long long average = (total + d - 1) / d;
    long long lo = max(average, heaviest); // no smaller capacity can work
    long long hi = average + heaviest;     // enough: every full trip then carries more than total / d
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        if (trips_needed(weights, mid, d) <= d) hi = mid;
        else lo = mid + 1;
    }
    return lo;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, d;
    if (!(cin >> n >> d)) return 1;
    vector<long long> weights(n);
    for (auto& weight : weights) cin >> weight;
    cout << smallest_capacity(weights, d) << "\n";
    return 0;
}
