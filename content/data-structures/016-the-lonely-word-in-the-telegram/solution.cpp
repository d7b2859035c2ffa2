#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

// Return the index of the first word that appears exactly once, or -1 if there is none.
int key_word(const vector<string> &words) {
    // One pass counts every word in a hash table, a second finds the first word counted once.
    unordered_map<string, int> count;
    count.reserve(words.size() * 2);
    for (const string &word : words) count[word]++;
    for (int i = 0; i < (int)words.size(); i++)
        if (count[words[i]] == 1) return i;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<string> words(n);
    for (auto &word : words) cin >> word;
    int answer = key_word(words);
    cout << (answer == -1 ? "NONE" : words[answer]) << "\n";
    return 0;
}
