#include <iostream>
#include <vector>
using namespace std;

// parents[i] is the parent of folder i for 2 <= i <= n; parents[1] is 0.
int deepest_shared(const vector<int> &parents, int a, int b) {
    // Mark the folders holding a, then climb from b to the first marked one.
    vector<char> holds_a(parents.size(), 0);
    for (int folder = a; folder != 0; folder = parents[folder]) holds_a[folder] = 1;
    int folder = b;
    while (!holds_a[folder]) folder = parents[folder];
    return folder;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    if (!(cin >> n)) return 1;
    vector<int> parents(n + 1, 0);
    for (int i = 2; i <= n; i++) cin >> parents[i];
    if (!(cin >> q)) return 1;
    for (int i = 0; i < q; i++) {
        int a, b;
        cin >> a >> b;
        cout << deepest_shared(parents, a, b) << "\n";
    }
    return 0;
}
