#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Return the index of the first word that appears exactly once, or -1 if there is none.
int key_word(const vector<string> &words) {
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
