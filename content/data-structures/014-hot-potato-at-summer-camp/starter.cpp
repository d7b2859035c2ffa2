#include <iostream>
#include <numeric>
#include <vector>
using namespace std;

// passes[r] is the number of passes in round r + 1 (r from 0 to n - 2).
// Return the n children: those who leave, in order, then the winner.
vector<int> play(int n, const vector<int> &passes) {
    vector<int> order(n);
    iota(order.begin(), order.end(), 1);
    return order;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<int> passes(n - 1);
    for (int &s : passes) cin >> s;
    vector<int> order = play(n, passes);
    for (int i = 0; i < n; i++) cout << order[i] << (i + 1 < n ? " " : "\n");
    return 0;
}
