#include <iostream>
#include <string>
using namespace std;

// top and bottom hold the corridor's two rows of n cells: a digit for an uncovered cell, '?' for a covered
// one. Replace every covered cell by '*' (a mine in every layout), '-' (safe in every layout) or '?' (it
// depends) and return true, or return false when no layout fits the numbers.
bool deduce(int n, string &top, string &bottom) {
    (void)n;
    (void)top;
    (void)bottom;
    return true;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    string top, bottom;
    if (!(cin >> n >> top >> bottom)) return 1;
    if (deduce(n, top, bottom)) cout << top << "\n" << bottom << "\n";
    else cout << "IMPOSSIBLE\n";
    return 0;
}
