#include <iostream>
#include <utility>
using namespace std;

// Where seedling n stands, as (x, y).
pair<long long, long long> position(long long n) {
    if (n == 1) return {0, 0};
    // The odd squares (2k + 1)^2 close each ring, at the corner (k, -k).
    long long k = 1;
    while ((2 * k + 1) * (2 * k + 1) < n) k++;
    long long side = 2 * k;
    long long offset = n - (2 * k - 1) * (2 * k - 1) - 1; // steps into ring k, from just east of its start
    if (offset < side) return {k, -k + 1 + offset};                      // east side, going north
    if (offset < 2 * side) return {k - 1 - (offset - side), k};          // north side, going west
    if (offset < 3 * side) return {-k, k - 1 - (offset - 2 * side)};     // west side, going south
    return {-k + 1 + (offset - 3 * side), -k};                           // south side, going east
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    for (int i = 0; i < q; i++) {
        long long n;
        cin >> n;
        auto [x, y] = position(n);
        cout << x << " " << y << "\n";
    }
    return 0;
}
