#include <iostream>
#include <vector>

using namespace std;

struct Trail {
    int u, v, w;
};

// Return the largest walking distance between two of the glades 1..n.
// Each trail is a two-way trail of w metres between glades u and v.
long long longest_walk(int n, const vector<Trail> &trails) {
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<Trail> trails(n - 1);
    for (auto &trail : trails) cin >> trail.u >> trail.v >> trail.w;
    cout << longest_walk(n, trails) << "\n";
    return 0;
}
