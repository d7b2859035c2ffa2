#include <iostream>
#include <vector>
using namespace std;

// Return one vector holding every score of first and second, in non-decreasing order.
vector<int> merge(const vector<int>& first, const vector<int>& second) {
    return vector<int>(first.size() + second.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n)) return 1;
    vector<int> first(n);
    for (auto& score : first) cin >> score;
    cin >> m;
    vector<int> second(m);
    for (auto& score : second) cin >> score;
    vector<int> result = merge(first, second);
    for (size_t k = 0; k < result.size(); k++) cout << (k ? " " : "") << result[k];
    cout << "\n";
    return 0;
}
