#include <iostream>
#include <string>
#include <vector>

using namespace std;

// Student i (from 0) walks in at arrive[i] and needs need[i] minutes at the wheel; turns last q minutes.
// Return the student numbers (from 1) in the order they finish.
vector<int> finishing_order(long long q, const vector<long long> &arrive, const vector<long long> &need) {
    return vector<int>(arrive.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long q;
    if (!(cin >> n >> q)) return 1;
    vector<long long> arrive(n), need(n);
    for (int i = 0; i < n; i++) cin >> arrive[i] >> need[i];
    vector<int> order = finishing_order(q, arrive, need);
    string line;
    for (size_t i = 0; i < order.size(); i++) line += (i ? " " : "") + to_string(order[i]);
    cout << line << "\n";
    return 0;
}
