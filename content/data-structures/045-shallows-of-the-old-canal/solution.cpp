#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

const int INF = 2000000000;

int size_;
vector<int> low, many; // a segment tree stored bottom-up: node i covers nodes 2i and 2i + 1

void pull(int i) {
    int a = low[2 * i], b = low[2 * i + 1];
    low[i] = min(a, b);
    many[i] = (a == low[i] ? many[2 * i] : 0) + (b == low[i] ? many[2 * i + 1] : 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    size_ = 1;
    while (size_ < n) size_ *= 2;
    low.assign(2 * size_, INF);
    many.assign(2 * size_, 0);
    for (int i = 0; i < n; i++) {
        cin >> low[size_ + i];
        many[size_ + i] = 1;
    }
    for (int i = size_ - 1; i >= 1; i--) pull(i);
    string out;
    for (int e = 0; e < q; e++) {
        char kind;
        int x, y;
        cin >> kind >> x >> y;
        if (kind == 'D') {
            int i = size_ + x - 1;
            low[i] = y;
            for (i >>= 1; i >= 1; i >>= 1) pull(i);
        } else {
            int best = INF, count = 0;
            // Merge the nodes covering [x, y] from both ends of the half-open range [left, right).
            auto take = [&](int node) {
                if (low[node] < best) best = low[node], count = many[node];
                else if (low[node] == best) count += many[node];
            };
            for (int left = size_ + x - 1, right = size_ + y; left < right; left >>= 1, right >>= 1) {
                if (left & 1) take(left++);
                if (right & 1) take(--right);
            }
            out += to_string(best);
            out += ' ';
            out += to_string(count);
            out += '\n';
        }
    }
    cout << out;
    return 0;
}
