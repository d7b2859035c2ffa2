#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// The worlds the listeners still consider possible: all pairs lo <= x < y <= hi at first. Every statement
// is heard by both, and keeps exactly the worlds in which it is true.
vector<pair<int, int>> surviving_pairs(int lo, int hi, const vector<pair<string, string>> &dialogue) {
    vector<pair<int, int>> worlds;
    for (int x = lo; x <= hi; x++)
        for (int y = x + 1; y <= hi; y++) worlds.push_back({x, y});
    int top = hi * hi + 1;  // above every sum and product
    for (const auto &[speaker, claim] : dialogue) {
        bool sam = speaker == "SAM";
        auto mine = [&](pair<int, int> w) { return sam ? w.first + w.second : w.first * w.second; };
        auto yours = [&](pair<int, int> w) { return sam ? w.first * w.second : w.first + w.second; };
        vector<int> count(top, 0), other(top, 0);  // how many worlds share each value
        for (auto w : worlds) {
            count[mine(w)]++;
            other[yours(w)]++;
        }
        // KNOWS_YOU_DO_NOT_KNOW: in every world the speaker cannot rule out, the listener is unsure
        vector<char> bad(top, 0);
        for (auto w : worlds)
            if (other[yours(w)] == 1) bad[mine(w)] = 1;
        vector<pair<int, int>> kept;
        for (auto w : worlds) {
            bool keep = claim == "KNOWS"           ? count[mine(w)] == 1
                        : claim == "DOES_NOT_KNOW" ? count[mine(w)] >= 2
                                                   : !bad[mine(w)];
            if (keep) kept.push_back(w);
        }
        worlds = move(kept);
    }
    return worlds;  // still in order of x, then y
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
