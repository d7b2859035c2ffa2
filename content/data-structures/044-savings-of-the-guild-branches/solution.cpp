#include <iostream>
#include <string>
#include <vector>
using namespace std;

int n;
vector<long long> tree; // Fenwick tree over preorder positions 1..n

long long prefix(int i) {
    long long total = 0;
    for (; i > 0; i &= i - 1) total += tree[i];
    return total;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> n >> q;
    vector<long long> current(n + 1);
    vector<int> parent(n + 1, 0), first_child(n + 1, 0), next_sibling(n + 1, 0);
    for (int x = 1; x <= n; x++) cin >> current[x];
    for (int x = 2; x <= n; x++) cin >> parent[x];
    for (int x = n; x >= 2; x--) {
        next_sibling[x] = first_child[parent[x]];
        first_child[parent[x]] = x;
    }
    // Preorder numbering without recursion: every branch is one block of consecutive numbers.
    vector<int> start(n + 1), order(n + 1), stack_;
    stack_.reserve(n);
    stack_.push_back(1);
    int count = 0;
    while (!stack_.empty()) {
        int x = stack_.back();
        stack_.pop_back();
        order[++count] = x;
        start[x] = count;
        for (int child = first_child[x]; child; child = next_sibling[child]) stack_.push_back(child);
    }
    vector<int> size(n + 1, 1);
    for (int i = n; i >= 2; i--) size[parent[order[i]]] += size[order[i]];
    tree.assign(n + 1, 0);
    for (int i = 1; i <= n; i++) { // build the Fenwick tree in linear time
        tree[i] += current[order[i]];
        int up = i + (i & -i);
        if (up <= n) tree[up] += tree[i];
    }
    string out;
    for (int e = 0; e < q; e++) {
        char kind;
        int x;
        cin >> kind >> x;
        if (kind == 'S') {
            long long value;
            cin >> value;
            long long delta = value - current[x];
            current[x] = value;
            for (int i = start[x]; i <= n; i += i & -i) tree[i] += delta;
        } else {
            out += to_string(prefix(start[x] + size[x] - 1) - prefix(start[x] - 1));
            out += '\n';
        }
    }
    cout << out;
    return 0;
}
