#include <bit>
#include <iostream>
#include <map>
#include <string>
#include <vector>
using namespace std;

enum Kind { WEST_OF, NEXT_TO, IN, NOT_IN };

// A clue is (kind, x, y): y is a villager for WEST_OF and NEXT_TO, a cottage 1..n otherwise.
struct Clue {
    Kind kind;
    int x, y;
};

long long count_arrangements(int n, const vector<Clue> &clues) {
    // Per villager: the cottages allowed (bit k-1 for cottage k), who must live further west, and who must
    // live next door.
    vector<int> allowed(n, (1 << n) - 1), west(n, 0), neighbours(n, 0);
    for (const Clue &clue : clues) {
        if (clue.kind == WEST_OF) {
            west[clue.y] |= 1 << clue.x;
        } else if (clue.kind == NEXT_TO) {
            neighbours[clue.x] |= 1 << clue.y;
            neighbours[clue.y] |= 1 << clue.x;
        } else if (clue.kind == IN) {
            for (int other = 0; other < n; other++)
                allowed[other] &= other == clue.x ? 1 << (clue.y - 1) : ~(1 << (clue.y - 1));
        } else {
            allowed[clue.x] &= ~(1 << (clue.y - 1));
        }
    }
    // Fill the cottages from west to east. ways[mask][last]: arrangements of the villagers in mask in the
    // first cottages, with last in the easternmost of them, that break no clue so far.
    int full = (1 << n) - 1;
    vector<vector<long long>> ways(1 << n, vector<long long>(n, 0));
    for (int v = 0; v < n; v++)
        if ((allowed[v] & 1) && west[v] == 0) ways[1 << v][v] = 1;
    for (int mask = 1; mask < full; mask++) {
        int cottage = popcount((unsigned)mask);  // the next cottage to fill, counting from 0
        for (int last = 0; last < n; last++) {
            long long count = ways[mask][last];
            if (count == 0) continue;
            int waiting = neighbours[last] & ~mask;  // they have to come right now
            for (int v = 0; v < n; v++) {
                int bit = 1 << v;
                if ((mask & bit) || !((allowed[v] >> cottage) & 1) || (west[v] & ~mask) || (waiting & ~bit) ||
                    (neighbours[v] & mask & ~(1 << last)))
                    continue;
                ways[mask | bit][v] += count;
            }
        }
    }
    long long total = 0;
    for (int last = 0; last < n; last++) total += ways[full][last];
    return total;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    map<string, int> index;
    for (int i = 0; i < n; i++) {
        string name;
        cin >> name;
        index[name] = i;
    }
    vector<Clue> clues(m);
    for (auto &clue : clues) {
        string x, kind, y;
        cin >> x >> kind >> y;
        clue.kind = kind == "WEST-OF" ? WEST_OF : kind == "NEXT-TO" ? NEXT_TO : kind == "IN" ? IN : NOT_IN;
        clue.x = index[x];
        clue.y = clue.kind == IN || clue.kind == NOT_IN ? stoi(y) : index[y];
    }
    cout << count_arrangements(n, clues) << "\n";
    return 0;
}
