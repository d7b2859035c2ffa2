#include <iostream>
#include <optional>
#include <string>
#include <utility>
using namespace std;

// Matchsticks needed by the digits 0..9.
const int STICKS[10] = {6, 2, 5, 5, 4, 5, 6, 3, 7, 6};

// Return {largest, smallest} as strings of digits, using exactly m matchsticks each,
// or nullopt when no number can be made from exactly m matchsticks.
optional<pair<string, string>> extremes(int m) {
    (void)m;
    return pair<string, string>{"0", "0"};
}

int main() {
    int m;
    cin >> m;
    auto answer = extremes(m);
    if (answer) cout << answer->first << "\n" << answer->second << "\n";
    else cout << "IMPOSSIBLE\n";
    return 0;
}
