#include <iomanip>
#include <iostream>
#include <vector>
using namespace std;

vector<int> first_seen(1000000, -1);  // turn at which a number was first shown, -1 if never

// The display can show at most 10^d numbers, so the walk soon meets a number it has shown before; from
// there on it repeats, and the answer for a huge n is read off the loop.
long long after_turns(int d, long long x, long long n) {
    long long keep = 1, drop = 1;
    for (int i = 0; i < d; i++) keep *= 10;
    for (int i = 0; i < d / 2; i++) drop *= 10;
    vector<long long> shown = {x};
    first_seen[x] = 0;
    long long answer = -1;
    while ((long long)shown.size() - 1 < n) {
        x = x * x / drop % keep;
        if (first_seen[x] >= 0) {
            // Turns first_seen[x], first_seen[x] + 1, ... repeat with a loop of this length.
            long long start = first_seen[x];
            long long loop = shown.size() - start;
            answer = shown[start + (n - start) % loop];
            break;
        }
        first_seen[x] = shown.size();
        shown.push_back(x);
    }
    if (answer < 0) answer = shown[n];
    for (long long v : shown) first_seen[v] = -1;  // reset only what was used
    return answer;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    cout << setfill('0');
    for (int i = 0; i < q; i++) {
        int d;
        long long x, n;
        cin >> d >> x >> n;
        cout << setw(d) << after_turns(d, x, n) << "\n";
    }
    return 0;
}
