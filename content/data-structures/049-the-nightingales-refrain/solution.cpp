#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Hashes of stretches modulo the prime 2^61 - 1 (accidental collisions are vanishingly rare), and a binary
// search on the length: if some stretch of length L is sung twice, so is one of length L - 1.

using u64 = unsigned long long;
const u64 MOD = (1ULL << 61) - 1;
const u64 BASE = 25214903917ULL;
const int TABLE = 1 << 18; // a power of two above twice the longest song

u64 mulmod(u64 a, u64 b) {
    unsigned __int128 p = (unsigned __int128)a * b;
    u64 r = (u64)(p & MOD) + (u64)(p >> 61);
    r = (r & MOD) + (r >> 61);
    return r >= MOD ? r - MOD : r;
}

int n;
vector<u64> prefix_, power_;
vector<u64> keys(TABLE);
vector<int> first_at(TABLE), stamp(TABLE, 0); // stamp says which round a slot was filled in: no clearing
int round_number = 0;

// The smallest position (0-based) whose stretch of the given length is sung again later, or -1. With
// stop_early, returns at the first repeat found (some position, not necessarily the smallest).
int repeat_of_length(int length, bool stop_early) {
    round_number++;
    int best = -1;
    for (int i = 0; i + length <= n; i++) {
        u64 h = prefix_[i + length] + MOD - mulmod(prefix_[i], power_[length]);
        if (h >= MOD) h -= MOD;
        unsigned slot = (unsigned)((h * 0x9E3779B97F4A7C15ULL) >> 46);
        while (stamp[slot] == round_number && keys[slot] != h) slot = (slot + 1) & (TABLE - 1);
        if (stamp[slot] == round_number) {
            if (stop_early) return first_at[slot];
            if (best < 0 || first_at[slot] < best) best = first_at[slot];
        } else {
            stamp[slot] = round_number;
            keys[slot] = h;
            first_at[slot] = i;
        }
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string song;
    cin >> n >> song;
    prefix_.assign(n + 1, 0);
    power_.assign(n + 1, 1);
    for (int i = 0; i < n; i++) {
        prefix_[i + 1] = (mulmod(prefix_[i], BASE) + (u64)song[i]) % MOD;
        power_[i + 1] = mulmod(power_[i], BASE);
    }
    int low = 0, high = n - 1;
    while (low < high) {
        int middle = (low + high + 1) / 2;
        if (repeat_of_length(middle, true) >= 0) low = middle;
        else high = middle - 1;
    }
    if (low == 0) cout << "NONE\n";
    else cout << low << " " << repeat_of_length(low, false) + 1 << "\n";
    return 0;
}
