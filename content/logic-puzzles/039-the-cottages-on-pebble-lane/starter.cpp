#include <iostream>
#include <map>
#include <string>
#include <vector>
using namespace std;

enum Kind { WEST_OF, NEXT_TO, IN, NOT_IN };

// Villagers are numbered from 0 in the order they are listed. A clue is (kind, x, y):
//   WEST_OF: x lives somewhere west of villager y    NEXT_TO: x and y live in neighbouring cottages
//   IN:      x lives in cottage y (1..n)             NOT_IN:  x does not live in cottage y (1..n)
struct Clue {
    Kind kind;
    int x, y;
};

// Return how many ways of putting the n villagers into the n cottages fit every clue.
long long count_arrangements(int n, const vector<Clue> &clues) {
    (void)n;
    (void)clues;
    return 0;
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
