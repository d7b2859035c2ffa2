#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// Binary lifting, one power of two at a time: jump[x] is where 2^j hops from room x lead. Every question
// whose k has bit j set takes one such jump; then jump is composed with itself for 2^(j+1).
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<int> jump(n + 1), next(n + 1);
    for (int x = 1; x <= n; x++) cin >> jump[x];
    vector<int> at(q);
    vector<unsigned long long> k(q);
    for (int i = 0; i < q; i++) cin >> at[i] >> k[i];
    for (int j = 0; j < 60; j++) {
        for (int i = 0; i < q; i++)
            if (k[i] >> j & 1) at[i] = jump[at[i]];
        for (int x = 1; x <= n; x++) next[x] = jump[jump[x]];
        swap(jump, next);
    }
    string out;
    out.reserve((size_t)q * 7);
    for (int i = 0; i < q; i++) {
        out += to_string(at[i]);
        out += '\n';
    }
    cout << out;
    return 0;
}
