#include <iostream>
#include <vector>
using namespace std;

// Return how many pairs of different cakes have weights adding up to target.
long long count_boxes(const vector<int> &weights, int target) {
    return 0;
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
