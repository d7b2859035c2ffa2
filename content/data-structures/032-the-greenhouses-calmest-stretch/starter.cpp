#include <iostream>
#include <utility>
#include <vector>

using namespace std;

// t holds the readings in order. Return (length, start): the length of the longest run of consecutive
// readings whose highest and lowest differ by at most d, and the hour (from 1) where the earliest such
// run starts.
pair<int, int> calmest_stretch(const vector<long long> &t, long long d) {
    return {0, 0};
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
