#include <iostream>
#include <optional>
#include <vector>
using namespace std;

optional<long long> second_largest(const vector<long long>& values) {
    optional<long long> best, second;
    for (long long value : values) {
        if (!best || value > *best) {
            second = best;
            best = value;
        } else if (value < *best && (!second || value > *second)) {
            second = value;
        }
    }
    return second;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<long long> values(n);
    for (auto& value : values) cin >> value;
    optional<long long> answer = second_largest(values);
    if (answer) cout << *answer << "\n";
    else cout << "NONE\n";
    return 0;
}
