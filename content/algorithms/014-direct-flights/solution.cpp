#include <iostream>
#include <utility>
#include <vector>
using namespace std;

vector<bool> direct_flights(int n, const vector<pair<int, int>>& flights, const vector<pair<int, int>>& questions) {
    // adjacency matrix: linked[a][b] is true when a direct flight joins a and b
    vector<vector<char>> linked(n + 1, vector<char>(n + 1, 0));
    for (const auto& [u, v] : flights) {
        linked[u][v] = 1;
        linked[v][u] = 1;
    }
    vector<bool> answers;
    answers.reserve(questions.size());
    for (const auto& [a, b] : questions) answers.push_back(linked[a][b]);
    return answers;
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
