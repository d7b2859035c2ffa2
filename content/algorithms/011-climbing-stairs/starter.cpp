#include <iostream>
using namespace std;

// Return the number of different ways to climb n steps, 1 or 2 steps at a time.
long long count_ways(int n) {
    (void)n;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    cout << count_ways(n) << "\n";
    return 0;
}
