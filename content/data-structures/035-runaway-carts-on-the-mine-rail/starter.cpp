#include <iostream>
#include <utility>
#include <vector>

using namespace std;

// weights[i] and directions[i] ('E' or 'W') describe the carts from west to east. Return how many
// carts are left on the rail at the end, and their total weight.
pair<int, long long> carts_left(const vector<long long> &weights, const vector<char> &directions) {
    return {0, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<long long> weights(n);
    vector<char> directions(n);
    for (int i = 0; i < n; i++) cin >> weights[i] >> directions[i];
    auto [count, total] = carts_left(weights, directions);
    cout << count << " " << total << "\n";
    return 0;
}
