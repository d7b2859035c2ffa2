#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

// The key of every setting of dials from..to-1: its clicks for every try, packed with power[j] per click
// of try j.
vector<long long> half_keys(int from, int to, int digits, const vector<string> &guesses,
                            const vector<long long> &power) {
    vector<long long> keys = {0};
    for (int dial = from; dial < to; dial++) {
        vector<long long> gain(digits, 0);
        for (size_t j = 0; j < guesses.size(); j++) gain[guesses[j][dial] - '0'] += power[j];
        vector<long long> longer;
        longer.reserve(keys.size() * digits);
        for (long long key : keys)
            for (int d = 0; d < digits; d++) longer.push_back(key + gain[d]);
        keys = move(longer);
    }
    return keys;
}

long long possible_combinations(int length, int digits, const vector<string> &guesses, const vector<int> &clicks) {
    // Clicks add up dial by dial, so split the dials into a left half and a right half. A half-combination
    // is summed up by its clicks for every try, packed into one number (base length + 1, one place per
    // try; no place can overflow). A full combination fits when its halves' numbers add up to the
    // notebook's clicks packed the same way.
    int g = guesses.size();
    vector<long long> power(g);
    long long target = 0;
    for (int j = 0; j < g; j++) {
        power[j] = j == 0 ? 1 : power[j - 1] * (length + 1);
        target += clicks[j] * power[j];
    }
    int middle = length / 2;
    vector<long long> left = half_keys(0, middle, digits, guesses, power);
    vector<long long> right = half_keys(middle, length, digits, guesses, power);
    sort(left.begin(), left.end());
    long long total = 0;
    for (long long key : right) {
        auto [from, to] = equal_range(left.begin(), left.end(), target - key);
        total += to - from;
    }
    return total;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int length, digits, g;
    if (!(cin >> length >> digits >> g)) return 1;
    vector<string> guesses(g);
    vector<int> clicks(g);
    for (int j = 0; j < g; j++) cin >> guesses[j] >> clicks[j];
    cout << possible_combinations(length, digits, guesses, clicks) << "\n";
    return 0;
}
