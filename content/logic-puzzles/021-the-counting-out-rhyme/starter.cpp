#include <iostream>
using namespace std;

// Return the number (1 to n) of the child left in the circle when every k-th word sends a child out.
long long survivor(long long n, long long k) {
    (void)n;
    (void)k;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long n, k;
    if (!(cin >> n >> k)) return 1;
    cout << survivor(n, k) << "\n";
    return 0;
}
