#include <iostream>
#include <optional>
#include <string>
#include <utility>
using namespace std;

// Matchsticks needed by the digits 0..9.
const int STICKS[10] = {6, 2, 5, 5, 4, 5, 6, 3, 7, 6};

// The number with `digits` digits and exactly m matchsticks, choosing each digit from the left as the
// largest (want_largest) or smallest one that leaves a workable count for the rest (2 to 7 per digit).
string build(int m, int digits, bool want_largest) {
    string out;
    int left = m;
    for (int i = 0; i < digits; i++) {
        int rest = digits - i - 1;
        for (int step = 0; step < 10; step++) {
            int d = want_largest ? 9 - step : step;
            if (d == 0 && i == 0 && digits > 1) continue;
            int after = left - STICKS[d];
            if (2 * rest <= after && after <= 7 * rest) {
                out += char('0' + d);
                left = after;
                break;
            }
        }
    }
    return out;
}

// The largest number has as many digits as possible (m / 2), the smallest as few as possible
// (m / 7 rounded up); or nothing when m matchsticks make no number.
optional<pair<string, string>> extremes(int m) {
    if (m < 2) return nullopt;
    return pair{build(m, m / 2, true), build(m, (m + 6) / 7, false)};
}

int main() {
    int m;
    cin >> m;
    auto answer = extremes(m);
    if (answer) cout << answer->first << "\n" << answer->second << "\n";
    else cout << "IMPOSSIBLE\n";
    return 0;
}
