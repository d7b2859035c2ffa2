#include <iostream>
using namespace std;

// Return how many of the turns l, l + 1, ..., r (counting turns from 1) belong to Ann.
long long ann_turns(long long l, long long r) {
    (void)l;
    (void)r;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    for (int i = 0; i < q; i++) {
        long long l, r;
        cin >> l >> r;
        cout << ann_turns(l, r) << "\n";
    }
    return 0;
}
