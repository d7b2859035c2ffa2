#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

// prefix is the current group; try each letter from `start` on as the next one.
static void extend(const string& letters, string& prefix, size_t start, vector<string>& groups) {
    for (size_t i = start; i < letters.size(); i++) {
        prefix.push_back(letters[i]);
        groups.push_back(prefix);
        extend(letters, prefix, i + 1, groups);
        prefix.pop_back();
    }
}

vector<string> selections(string letters) {
    sort(letters.begin(), letters.end());
    vector<string> groups;
    string prefix;
    extend(letters, prefix, 0, groups);
    return groups;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string letters;
    if (!(cin >> letters)) return 1;
    for (const string& group : selections(letters)) cout << group << "\n";
    return 0;
}
