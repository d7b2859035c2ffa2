#include <iostream>
#include <string>
using namespace std;

// Return the position (1-based) of the first bracket mistake, or 0 when the formula is balanced.
int first_mistake(const string &formula) {
    return 0;
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
