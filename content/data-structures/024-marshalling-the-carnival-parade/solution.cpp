#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// The floats start in the order 1, 2, ..., n. orders holds the (a, b) pairs: float a cuts back in
// directly behind float b (or goes to the front when b is 0).
// Return the n floats from the front to the back after all the orders.
vector<int> final_parade(int n, const vector<pair<int, int>> &orders) {
    // A doubly linked list in two arrays. 0 stands before the first float and after the last one:
    // the line is a circle through 0.
    vector<int> behind(n + 1), front_of(n + 1);
    for (int x = 0; x <= n; x++) {
        behind[x] = x == n ? 0 : x + 1;
        front_of[x] = x == 0 ? n : x - 1;
    }
    for (auto [x, y] : orders) {
        if (front_of[x] == y) continue;
        // pull x out: its neighbours close the gap
        behind[front_of[x]] = behind[x];
        front_of[behind[x]] = front_of[x];
        // cut x in behind y
        int after = behind[y];
        behind[y] = x;
        front_of[x] = y;
        behind[x] = after;
        front_of[after] = x;
    }
    vector<int> parade;
    parade.reserve(n);
    for (int x = behind[0]; x != 0; x = behind[x]) parade.push_back(x);
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
