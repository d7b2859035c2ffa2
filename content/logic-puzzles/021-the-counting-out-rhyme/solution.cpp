#include <iostream>
using namespace std;

// Children numbered from 0: in a circle of one, child 0 is left. If child s is left in a circle of
// i - 1 children, the circle of i loses child (k - 1) mod i first and then goes on as a circle of
// i - 1 starting just after it, so child (s + k) mod i is left.
long long survivor(long long n, long long k) {
    long long s = 0;
    for (long long i = 2; i <= n; i++) s = (s + k) % i;
    return s + 1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long n, k;
    if (!(cin >> n >> k)) return 1;
    cout << survivor(n, k) << "\n";
    return 0;
}
