#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// Return the keeper (trusted by all n - 1 others, trusts nobody), or -1.
// statements holds (a, b) pairs meaning "a trusts b"; villagers are numbered 1..n.
int find_keeper(int n, const vector<pair<int, int>>& statements) {
    (void)n;
    (void)statements;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<pair<int, int>> statements(m);
    for (auto& [a, b] : statements) cin >> a >> b;
    cout << find_keeper(n, statements) << "\n";
    return 0;
}
