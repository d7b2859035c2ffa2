#include <iostream>
using namespace std;

// The first 2^a rows hold 3^a odd numbers; the next 2^a rows are two copies of the first ones. So, reading
// the binary digits of n from the top, each 1 bit adds 3^a times 2^(number of 1 bits above it).
long long dark_tiles(long long n) {
    long long power3[40];
    power3[0] = 1;
    for (int a = 1; a < 40; a++) power3[a] = power3[a - 1] * 3;
    long long total = 0, copies = 1;
    for (int a = 39; a >= 0; a--) {
        if (n >> a & 1) {
            total += copies * power3[a];
            copies *= 2;
        }
    }
    return total;
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
