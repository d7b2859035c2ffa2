#include <iostream>
#include <utility>
#include <vector>

using namespace std;

struct Trail {
    int u, v, w;
};

// Distances from start to every glade (walked with an explicit stack: the tree may be a long chain).
static vector<long long> distances_from(int start, const vector<vector<pair<int, int>>> &trails_of) {
    vector<long long> dist(trails_of.size(), -1);
    vector<int> stack = {start};
    dist[start] = 0;
    while (!stack.empty()) {
        int x = stack.back();
        stack.pop_back();
        for (auto [y, w] : trails_of[x])
            if (dist[y] < 0) {
                dist[y] = dist[x] + w;
                stack.push_back(y);
            }
    }
    return dist;
}

// The glade farthest away in dist (the smallest number on ties).
static int farthest(const vector<long long> &dist) {
    int best = 1;
    for (int x = 2; x < (int)dist.size(); x++)
        if (dist[x] > dist[best]) best = x;
    return best;
}

// Return the largest walking distance between two of the glades 1..n.
// Each trail is a two-way trail of w metres between glades u and v.
long long longest_walk(int n, const vector<Trail> &trails) {
    vector<vector<pair<int, int>>> trails_of(n + 1);
    for (const Trail &t : trails) {
        trails_of[t.u].push_back({t.v, t.w});
        trails_of[t.v].push_back({t.u, t.w});
    }
    // The glade farthest from any glade is one end of a longest route; the farthest from it is the other.
    int a = farthest(distances_from(1, trails_of));
    vector<long long> dist = distances_from(a, trails_of);
    return dist[farthest(dist)];
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
