#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Return the lamp numbers (1..n) that are lit after all the rounds, in increasing order.
vector<int> lit_lamps(int n, const vector<int> &choices) {
    (void)n;
    (void)choices;
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, r;
    cin >> n >> r;
    vector<int> choices(r);
    for (int &k : choices) cin >> k;
    vector<int> lamps = lit_lamps(n, choices);
    if (lamps.empty()) {
        cout << "NONE\n";
        return 0;
    }
    for (size_t i = 0; i < lamps.size(); i++) cout << (i ? " " : "") << lamps[i];
    cout << "\n";
    return 0;
}
