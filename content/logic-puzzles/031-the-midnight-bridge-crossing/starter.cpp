#include <iostream>
#include <vector>
using namespace std;

// Return the fewest total minutes after which every hiker (crossing times t) is on the far side.
long long fewest_minutes(vector<long long> &t) {
    (void)t;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<long long> t(n);
    for (auto &x : t) cin >> x;
    cout << fewest_minutes(t) << "\n";
    return 0;
}
