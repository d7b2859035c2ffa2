#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// Return one answer per question (a, b): true when a direct flight joins airports a and b.
// flights holds the (u, v) pairs; airports are numbered 1..n.
vector<bool> direct_flights(int n, const vector<pair<int, int>>& flights, const vector<pair<int, int>>& questions) {
    (void)n;
    (void)flights;
    return vector<bool>(questions.size(), false);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m, q;
    if (!(cin >> n >> m >> q)) return 1;
    vector<pair<int, int>> flights(m), questions(q);
    for (auto& [u, v] : flights) cin >> u >> v;
    for (auto& [a, b] : questions) cin >> a >> b;
    vector<bool> answers = direct_flights(n, flights, questions);
    for (bool yes : answers) cout << (yes ? "YES" : "NO") << "\n";
    return 0;
}
