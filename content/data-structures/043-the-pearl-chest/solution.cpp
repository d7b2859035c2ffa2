#include <iostream>
#include <string>
#include <vector>
using namespace std;

const int LIMIT = 1 << 20; // a power of two above the largest pearl size, 10^6

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<int> tree(LIMIT + 1, 0); // Fenwick tree over pearl sizes: how many pearls of each size
    int count = 0;
    string out;
    for (int op = 0; op < q; op++) {
        char kind;
        int value;
        cin >> kind >> value;
        if (kind == '?') {
            if (value > count) {
                out += "NONE\n";
                continue;
            }
            // Walk down the tree's powers of two to the last size with fewer than value pearls up to it.
            int position = 0;
            for (int step = LIMIT; step; step >>= 1) {
                int next = position + step;
                if (next <= LIMIT && tree[next] < value) {
                    position = next;
                    value -= tree[next];
                }
            }
            out += to_string(position + 1);
            out += '\n';
        } else {
            int delta = kind == '+' ? 1 : -1;
            count += delta;
            for (int i = value; i <= LIMIT; i += i & -i) tree[i] += delta;
        }
    }
    cout << out;
    return 0;
}
