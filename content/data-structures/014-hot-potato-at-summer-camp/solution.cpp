#include <iostream>
#include <queue>
#include <vector>
using namespace std;

// passes[r] is the number of passes in round r + 1 (r from 0 to n - 2).
// Return the n children: those who leave, in order, then the winner.
vector<int> play(int n, const vector<int> &passes) {
    // The children still in the circle, clockwise, the one holding the potato at the front.
    queue<int> circle;
    for (int child = 1; child <= n; child++) circle.push(child);
    vector<int> order;
    for (int r = 0; r < n - 1; r++) {
        // A pass moves the holder to the back: the next child clockwise is now at the front.
        for (int p = 0; p < passes[r]; p++) {
            circle.push(circle.front());
            circle.pop();
        }
        order.push_back(circle.front());
        circle.pop();
    }
    order.push_back(circle.front());
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
