#include <iostream>
#include <vector>
using namespace std;

// friends[x] is the list of x's friends (friends[0] is unused).
// Return p's suggested members, most mutual friends first, smaller number first on ties.
vector<int> suggestions(const vector<vector<int>> &friends, int p) {
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<vector<int>> friends(n + 1);
    for (int i = 0; i < m; i++) {
        int a, b;
        cin >> a >> b;
        friends[a].push_back(b);
        friends[b].push_back(a);
    }
    int q;
    cin >> q;
    for (int i = 0; i < q; i++) {
        int p;
        cin >> p;
        vector<int> found = suggestions(friends, p);
        if (found.empty()) cout << "NONE\n";
        for (size_t k = 0; k < found.size(); k++) cout << found[k] << (k + 1 < found.size() ? " " : "\n");
    }
    return 0;
}
