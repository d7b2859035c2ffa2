#include <iostream>
#include <vector>
using namespace std;

// Tries all 3^n placements from weight index on: in the box, on the right pan, or beside the parcel.
// difference is the right pan's total minus the weights beside the parcel; it must end equal to x.
void place(const vector<int> &weights, int x, size_t index, int difference, int used, int &best) {
    if (index == weights.size()) {
        if (difference == x && (best < 0 || used < best)) best = used;
        return;
    }
    place(weights, x, index + 1, difference, used, best);
    place(weights, x, index + 1, difference + weights[index], used + 1, best);
    place(weights, x, index + 1, difference - weights[index], used + 1, best);
}

// The fewest weights that balance a parcel of weight x, or -1 when it cannot be done.
int fewest_weights(int x, const vector<int> &weights) {
    int best = -1;
    place(weights, x, 0, 0, 0, best);
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int x, n;
    cin >> x >> n;
    vector<int> weights(n);
    for (int &w : weights) cin >> w;
    int answer = fewest_weights(x, weights);
    if (answer < 0) cout << "IMPOSSIBLE\n";
    else cout << answer << "\n";
    return 0;
}
