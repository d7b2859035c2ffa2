#include <iostream>
#include <string>
#include <vector>
using namespace std;

struct Weighing {
    vector<int> left, right;  // the coins on each pan
    char result;              // '<' (left pan lighter), '=' (balanced) or '>' (left pan heavier)
};

string verdict(int n, const vector<Weighing> &weighings) {
    // Coin i can be a heavier fake only if it sat on the heavier pan in every weighing that tipped and on
    // no pan of a weighing that balanced; likewise for a lighter fake.
    vector<int> on_heavier(n + 1, 0), on_lighter(n + 1, 0);
    vector<char> balanced(n + 1, 0);
    int tipped = 0;
    for (const Weighing &weighing : weighings) {
        if (weighing.result == '=') {
            for (int coin : weighing.left) balanced[coin] = 1;
            for (int coin : weighing.right) balanced[coin] = 1;
            continue;
        }
        tipped++;
        bool left_heavier = weighing.result == '>';
        for (int coin : weighing.left) (left_heavier ? on_heavier : on_lighter)[coin]++;
        for (int coin : weighing.right) (left_heavier ? on_lighter : on_heavier)[coin]++;
    }
    int suspects = 0, suspect = 0;
    bool heavier = false, lighter = false;
    for (int coin = 1; coin <= n; coin++) {
        if (balanced[coin]) continue;
        bool can_be_heavier = on_heavier[coin] == tipped, can_be_lighter = on_lighter[coin] == tipped;
        if (can_be_heavier || can_be_lighter) {
            suspects++;
            suspect = coin;
            heavier = can_be_heavier;
            lighter = can_be_lighter;
        }
    }
    if (suspects == 0) return "INCONSISTENT";
    if (suspects > 1) return "AMBIGUOUS " + to_string(suspects);
    return to_string(suspect) + (heavier && lighter ? " EITHER" : heavier ? " HEAVIER" : " LIGHTER");
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
