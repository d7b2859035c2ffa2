#include <iostream>
#include <string>
using namespace std;

// Return how many of the 2^n settings of switches a, b, c, ... make the formula true.
long long opening_settings(int n, const string &formula) {
    (void)n;
    (void)formula;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    string formula;
    if (!(cin >> n >> formula)) return 1;
    cout << opening_settings(n, formula) << "\n";
    return 0;
}
