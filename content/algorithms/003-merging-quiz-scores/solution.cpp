#include <iostream>
#include <vector>
using namespace std;

vector<int> merge(const vector<int>& first, const vector<int>& second) {
    vector<int> result;
    result.reserve(first.size() + second.size());
    size_t i = 0, j = 0;
    while (i < first.size() && j < second.size()) {
        if (first[i] <= second[j]) result.push_back(first[i++]);
        else result.push_back(second[j++]);
    }
    while (i < first.size()) result.push_back(first[i++]);
    while (j < second.size()) result.push_back(second[j++]);
    return result;
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
