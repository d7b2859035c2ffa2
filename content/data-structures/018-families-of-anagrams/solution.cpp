#include <algorithm>
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

// Return the families, each a list of words: families ordered by their first word's position,
// words inside a family in input order.
vector<vector<string>> anagram_families(const vector<string> &words) {
    // Anagrams share the same letters in sorted order: that key finds the family in a hash table.
    unordered_map<string, int> family_of_key;
    vector<vector<string>> families;
    for (const string &word : words) {
        string key = word;
        sort(key.begin(), key.end());
        auto found = family_of_key.find(key);
        if (found == family_of_key.end()) {
            family_of_key.emplace(key, (int)families.size());
            families.push_back({word});
        } else {
            families[found->second].push_back(word);
        }
    }
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
