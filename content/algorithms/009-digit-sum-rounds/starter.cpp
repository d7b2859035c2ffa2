#include <iostream>
#include <string>
#include <utility>
using namespace std;

// number is a string of digits. Return the pair (final digit, number of rounds).
pair<int, int> shrink(const string& number) {
    (void)number;
    return {0, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string number;
    if (!(cin >> number)) return 1;
    auto [digit, rounds] = shrink(number);
    cout << digit << " " << rounds << "\n";
    return 0;
}
