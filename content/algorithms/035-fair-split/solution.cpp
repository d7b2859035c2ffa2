#include <iostream>
#include <numeric>
#include <vector>
using namespace std;

int fairest_split(const vector<int> &a) {
    int total = accumulate(a.begin(), a.end(), 0);
    int half = total / 2; // the smaller share is at most half of the total
    // reachable[x]: some subset of the treasures seen so far is worth exactly x (x <= half)
    vector<char> reachable(half + 1, 0);
    reachable[0] = 1;
    for (int w : a)
        for (int x = half; x >= w; x--) // downwards: each treasure is used once
            if (reachable[x - w]) reachable[x] = 1;
    int best = half;
    while (!reachable[best]) best--;
    return total - 2 * best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<int> a(n);
    for (int &x : a) cin >> x;
    cout << fairest_split(a) << "\n";
    return 0;
}
