#include <iostream>
#include <optional>
#include <vector>
using namespace std;

// Return the second largest distinct value, or nullopt when there is none.
optional<long long> second_largest(const vector<long long>& values) {
    (void)values;
    return nullopt;
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
