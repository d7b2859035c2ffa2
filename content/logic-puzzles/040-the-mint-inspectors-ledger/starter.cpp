#include <iostream>
#include <string>
#include <vector>
using namespace std;

struct Weighing {
    vector<int> left, right;  // the coins on each pan
    char result;              // '<' (left pan lighter), '=' (balanced) or '>' (left pan heavier)
};

// Return the line to print: "INCONSISTENT", "AMBIGUOUS k", or the one possible fake and "HEAVIER",
// "LIGHTER" or "EITHER", such as "3 LIGHTER".
string verdict(int n, const vector<Weighing> &weighings) {
    (void)n;
    (void)weighings;
    return "";
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, w;
    if (!(cin >> n >> w)) return 1;
    vector<Weighing> weighings(w);
    for (auto &weighing : weighings) {
        int k;
        cin >> k;
        weighing.left.resize(k);
        weighing.right.resize(k);
        for (auto &coin : weighing.left) cin >> coin;
        for (auto &coin : weighing.right) cin >> coin;
        cin >> weighing.result;
    }
    cout << verdict(n, weighings) << "\n";
    return 0;
}
