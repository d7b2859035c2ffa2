#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Return the families, each a list of words: families ordered by their first word's position,
// words inside a family in input order.
vector<vector<string>> anagram_families(const vector<string> &words) {
    vector<vector<string>> families;
    for (const string &word : words) families.push_back({word});
    return families;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<string> words(n);
    for (auto &word : words) cin >> word;
    vector<vector<string>> families = anagram_families(words);
    cout << families.size() << "\n";
    for (const auto &family : families)
        for (size_t i = 0; i < family.size(); i++) cout << family[i] << (i + 1 < family.size() ? " " : "\n");
    return 0;
}
