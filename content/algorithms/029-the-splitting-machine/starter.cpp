#include <iostream>
using namespace std;

// Return the total number of splits the machine performs on a starting pile of n pebbles.
long long splits(long long n) {
    (void)n;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    for (int i = 0; i < q; i++) {
        long long n;
        cin >> n;
        cout << splits(n) << "\n";
    }
    return 0;
}
