#include <iostream>
#include <string>
using namespace std;

// One minute replaces every lantern by the XOR of its two neighbours. Doing that 2^k times in a row gives
// the XOR of the lanterns 2^k places to each side (the middle terms cancel in pairs), so t minutes are a
// handful of such jumps, one per binary digit of t.
string lanterns_after(int n, long long t, const string &lit) {
    string ring = lit, next(n, '0');
    long long jump = 1 % n;  // 2^k modulo n
    while (t > 0) {
        if (t & 1) {
            int d = jump;
            for (int i = 0; i < n; i++) {
                int left = i - d < 0 ? i - d + n : i - d;
                int right = i + d >= n ? i + d - n : i + d;
                next[i] = ring[left] == ring[right] ? '0' : '1';
            }
            swap(ring, next);
        }
        t >>= 1;
        jump = jump * 2 % n;
    }
    return ring;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long t;
    string lit;
    if (!(cin >> n >> t >> lit)) return 1;
    cout << lanterns_after(n, t, lit) << "\n";
    return 0;
}
