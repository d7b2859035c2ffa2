#include <iostream>
#include <vector>
using namespace std;

// Return the smallest total toll to climb from the ground to the landing above step n.
// toll[1..n] are the tolls of the steps (toll[0] is unused).
long long cheapest_climb(int n, const vector<int>& toll) {
    (void)n;
    (void)toll;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<int> toll(n + 1, 0);
    for (int i = 1; i <= n; i++) cin >> toll[i];
    cout << cheapest_climb(n, toll) << "\n";
    return 0;
}
