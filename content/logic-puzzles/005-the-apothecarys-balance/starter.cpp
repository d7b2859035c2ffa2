#include <iostream>
#include <vector>
using namespace std;

// Return the fewest weights that balance a parcel of weight x, or -1 when it cannot be done.
int fewest_weights(int x, const vector<int> &weights) {
    (void)x;
    (void)weights;
    return -1;
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
