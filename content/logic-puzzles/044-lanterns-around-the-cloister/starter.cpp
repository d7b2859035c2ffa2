#include <iostream>
#include <string>
using namespace std;

// lit holds the n lanterns in order around the ring, each '1' (lit) or '0' (dark).
// Return the lanterns after t minutes, in the same form.
string lanterns_after(int n, long long t, const string &lit) {
    (void)n;
    (void)t;
    return lit;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long t;
    string lit;
    if (!(cin >> n >> t >> lit)) return 1;
    cout << lanterns_after(n, t, lit) << "\n";
    return 0;
}
