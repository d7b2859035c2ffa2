#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <vector>
using namespace std;

// The game value (Grundy number) of a lone pile, as a function of its size: values[n] for every computed
// n, and from index start on the values repeat with period `period`.
struct PileValues {
    vector<int> values;
    long long start = 0, period = 1;

    explicit PileValues(const vector<int> &moves) {
        int largest = *max_element(moves.begin(), moves.end());
        map<vector<int>, int> seen;  // each window of `largest` values, and where it ended first
        for (int n = 0;; n++) {
            vector<bool> reachable(moves.size() + 1, false);  // a value never exceeds the number of moves
            for (int move : moves)
                if (move <= n) reachable[values[n - move]] = true;
            int v = 0;
            while (reachable[v]) v++;
            values.push_back(v);
            if (n >= largest - 1) {
                // Every later value depends only on the last `largest` values: once such a window comes
                // back, everything after it repeats.
                vector<int> window(values.end() - largest, values.end());
                auto [where, fresh] = seen.insert({window, n});
                if (!fresh) {
                    start = where->second;
                    period = n - start;
                    return;
                }
            }
        }
    }

    int operator()(long long size) const {
        if (size < (long long)values.size()) return values[size];
        return values[start + (size - start) % period];
    }
};

vector<string> winners(const vector<int> &moves, const vector<vector<long long>> &games) {
    PileValues value(moves);
    vector<string> result;
    // The piles are independent games: the first player wins exactly when their values XOR to non-zero.
    for (const auto &piles : games) {
        int x = 0;
        for (long long size : piles) x ^= value(size);
        result.push_back(x ? "ALICE" : "BOB");
    }
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k, q;
    if (!(cin >> k)) return 1;
    vector<int> moves(k);
    for (auto &move : moves) cin >> move;
    cin >> q;
    vector<vector<long long>> games(q);
    for (auto &piles : games) {
        int m;
        cin >> m;
        piles.resize(m);
        for (auto &size : piles) cin >> size;
    }
    string out;
    for (const string &name : winners(moves, games)) out += name + "\n";
    cout << out;
    return 0;
}
