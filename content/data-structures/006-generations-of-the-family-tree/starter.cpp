#include <iostream>
#include <vector>
using namespace std;

// parents[i] is the parent of person i (1-based; 0 for the founder; parents[0] is unused).
// Return the number of generations in the family tree.
int generations(const vector<int> &parents) {
    (void)parents;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<int> parents(n + 1, 0);
    for (int i = 1; i <= n; i++) cin >> parents[i];
    cout << generations(parents) << "\n";
    return 0;
}
