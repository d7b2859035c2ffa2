#include <iostream>
#include <utility>
#include <vector>

using namespace std;

// weights[i] and directions[i] ('E' or 'W') describe the carts from west to east. Return how many
// carts are left on the rail at the end, and their total weight.
pair<int, long long> carts_left(const vector<long long> &weights, const vector<char> &directions) {
    // The carts left so far, west to east, as a stack: east-rolling weights positive, west-rolling
    // negative. Only a west-rolling cart can meet the east-rolling ones on top of the stack.
    vector<long long> survivors;
    for (size_t i = 0; i < weights.size(); i++) {
        long long w = weights[i];
        if (directions[i] == 'E') {
            survivors.push_back(w);
            continue;
        }
        bool alive = true;
        while (!survivors.empty() && survivors.back() > 0) {
            if (survivors.back() < w) { // the east-rolling cart is lighter: knocked off, keep going
                survivors.pop_back();
                continue;
            }
            if (survivors.back() == w) survivors.pop_back(); // equal weights: both knocked off
            alive = false;
            break;
        }
        if (alive) survivors.push_back(-w);
    }
    long long total = 0;
    for (long long w : survivors) total += w > 0 ? w : -w;
    return {(int)survivors.size(), total};
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
