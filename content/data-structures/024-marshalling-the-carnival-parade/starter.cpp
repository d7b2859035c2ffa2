#include <iostream>
#include <numeric>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// The floats start in the order 1, 2, ..., n. orders holds the (a, b) pairs: float a cuts back in
// directly behind float b (or goes to the front when b is 0).
// Return the n floats from the front to the back after all the orders.
vector<int> final_parade(int n, const vector<pair<int, int>> &orders) {
    vector<int> parade(n);
    iota(parade.begin(), parade.end(), 1);
    return parade;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    if (!(cin >> n >> q)) return 1;
    vector<pair<int, int>> orders(q);
    for (auto &[a, b] : orders) cin >> a >> b;
    vector<int> parade = final_parade(n, orders);
    string out;
    for (int i = 0; i < n; i++) out += (i ? " " : "") + to_string(parade[i]);
    cout << out << "\n";
    return 0;
}
