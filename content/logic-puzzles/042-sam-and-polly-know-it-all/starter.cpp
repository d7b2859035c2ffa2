#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// dialogue[j] is (speaker, claim): speaker "SAM" (knows the sum) or "POLLY" (knows the product); claim
// "KNOWS", "DOES_NOT_KNOW" or "KNOWS_YOU_DO_NOT_KNOW". Return the pairs (x, y) with lo <= x < y <= hi that
// fit the whole dialogue, in order of x, then y.
vector<pair<int, int>> surviving_pairs(int lo, int hi, const vector<pair<string, string>> &dialogue) {
    (void)lo;
    (void)hi;
    (void)dialogue;
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int lo, hi, d;
    if (!(cin >> lo >> hi >> d)) return 1;
    vector<pair<string, string>> dialogue(d);
    for (auto &[speaker, claim] : dialogue) cin >> speaker >> claim;
    vector<pair<int, int>> pairs = surviving_pairs(lo, hi, dialogue);
    cout << pairs.size() << "\n";
    if (pairs.size() <= 100)
        for (auto [x, y] : pairs) cout << x << " " << y << "\n";
    return 0;
}
