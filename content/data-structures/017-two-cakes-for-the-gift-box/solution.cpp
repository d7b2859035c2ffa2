#include <iostream>
#include <vector>
using namespace std;

const int MAX_WEIGHT = 1000000;

// Return how many pairs of different cakes have weights adding up to target.
long long count_boxes(const vector<int> &weights, int target) {
    // Weights are small, so an array indexed by weight serves as the hash table of cakes seen so far.
    vector<int> seen(MAX_WEIGHT + 1, 0);
    long long boxes = 0;
    for (int weight : weights) {
        int partner = target - weight;
        if (partner >= 1 && partner <= MAX_WEIGHT) boxes += seen[partner];
        seen[weight]++;
    }
    return boxes;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, target;
    if (!(cin >> n >> target)) return 1;
    vector<int> weights(n);
    for (int &weight : weights) cin >> weight;
    cout << count_boxes(weights, target) << "\n";
    return 0;
}
