#include <iostream>
#include <utility>
using namespace std;

// Return (x, y), where seedling n stands.
pair<long long, long long> position(long long n) {
    (void)n;
    return {0, 0};
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
