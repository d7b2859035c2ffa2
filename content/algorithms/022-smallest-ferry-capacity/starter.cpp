#include <iostream>
#include <vector>
using namespace std;

// Return the smallest ferry capacity that carries every crate, in order, in at most d trips.
long long smallest_capacity(const vector<long long>& weights, int d) {
    (void)weights;
    (void)d;
    return -1;
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
