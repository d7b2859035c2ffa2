#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// Return the position (1-based) of the first bracket mistake, or 0 when the formula is balanced.
int first_mistake(const string &formula) {
    // The brackets still open, with their positions: the latest one on top.
    vector<pair<char, int>> open;
    for (int i = 0; i < (int)formula.size(); i++) {
        char c = formula[i];
        if (c == '(' || c == '[' || c == '{') {
            open.push_back({c, i + 1});
        } else if (c == ')' || c == ']' || c == '}') {
            char wanted = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (open.empty() || open.back().first != wanted) return i + 1;
            open.pop_back();
        }
    }
    // The leftmost bracket never closed sits at the bottom of the stack.
    return open.empty() ? 0 : open.front().second;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string formula;
    if (!(cin >> formula)) return 1;
    int answer = first_mistake(formula);
    if (answer == 0) cout << "BALANCED\n";
    else cout << answer << "\n";
    return 0;
}
