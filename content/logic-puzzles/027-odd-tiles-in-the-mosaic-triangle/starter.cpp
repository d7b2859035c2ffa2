#include <iostream>
using namespace std;

// Return how many odd numbers appear in rows 0 to n - 1 of Pascal's triangle.
long long dark_tiles(long long n) {
    (void)n;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    for (int i = 0; i < q; i++) {
        long long n;
        cin >> n;
        cout << dark_tiles(n) << "\n";
    }
    return 0;
}
