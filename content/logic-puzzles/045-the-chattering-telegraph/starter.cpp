#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// bits holds the n bits printed so far (each 0 or 1). Return {wheels, following}: the fewest wheels of a
// machine that prints these bits, and a string of the k bits ('0'/'1') that machine prints next.
pair<int, string> predict(const vector<int> &bits, int k) {
    (void)bits;
    return {0, string(k, '0')};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    string tape;
    if (!(cin >> n >> k >> tape)) return 1;
    vector<int> bits(n);
    for (int i = 0; i < n; i++) bits[i] = tape[i] == '1';
    auto [wheels, following] = predict(bits, k);
    cout << wheels << "\n" << following << "\n";
    return 0;
}
