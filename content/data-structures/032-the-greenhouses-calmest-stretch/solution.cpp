#include <deque>
#include <iostream>
#include <utility>
#include <vector>

using namespace std;

// t holds the readings in order. Return (length, start): the length of the longest run of consecutive
// readings whose highest and lowest differ by at most d, and the hour (from 1) where the earliest such
// run starts.
pair<int, int> calmest_stretch(const vector<long long> &t, long long d) {
    int n = (int)t.size();
    // A sliding window [start, end] with two double-ended queues of hours inside it: the readings in
    // highs strictly decrease and those in lows strictly increase, so each front is the window's
    // highest or lowest reading.
    deque<int> highs, lows;
    int start = 0, best_length = 0, best_start = 0;
    for (int end = 0; end < n; end++) {
        while (!highs.empty() && t[highs.back()] <= t[end]) highs.pop_back();
        highs.push_back(end);
        while (!lows.empty() && t[lows.back()] >= t[end]) lows.pop_back();
        lows.push_back(end);
        // Shrink the window from the left until it is calm again.
        while (t[highs.front()] - t[lows.front()] > d) {
            start++;
            if (highs.front() < start) highs.pop_front();
            if (lows.front() < start) lows.pop_front();
        }
        if (end - start + 1 > best_length) {
            best_length = end - start + 1;
            best_start = start;
        }
    }
    return {best_length, best_start + 1};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long d;
    if (!(cin >> n >> d)) return 1;
    vector<long long> t(n);
    for (long long &reading : t) cin >> reading;
    auto [length, start] = calmest_stretch(t, d);
    cout << length << " " << start << "\n";
    return 0;
}
