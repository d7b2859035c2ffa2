#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

// parents[i] is the parent of person i (1-based; 0 for the founder).
int generations(const vector<int> &parents) {
    int n = (int)parents.size() - 1;
    vector<int> depth(n + 1, 0); // generation of each person, 0 = not known yet
    vector<int> path;
    int best = 0;
    for (int start = 1; start <= n; start++) {
        // Walk up until a person whose generation is already known (or past the founder).
        path.clear();
        int person = start;
        while (person != 0 && depth[person] == 0) {
            path.push_back(person);
            person = parents[person];
        }
        // then fill in the generations on the way back down
        int known = person != 0 ? depth[person] : 0;
        for (int i = (int)path.size() - 1; i >= 0; i--) depth[path[i]] = ++known;
        best = max(best, depth[start]);
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<int> parents(n + 1, 0);
    for (int i = 1; i <= n; i++) cin >> parents[i];
    cout << generations(parents) << "\n";
    return 0;
}
