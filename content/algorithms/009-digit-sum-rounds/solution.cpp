#include <iostream>
#include <string>
#include <utility>
using namespace std;

pair<int, int> shrink(const string& number) {
    if (number.size() == 1) return {number[0] - '0', 0};
    long total = 0;
    for (char c : number) total += c - '0';
    auto [digit, rounds] = shrink(to_string(total));
    return {digit, rounds + 1};
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
