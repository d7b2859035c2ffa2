#include <iostream>
#include <vector>
using namespace std;

// Return the k-th order (counting from 1) of the numbers 1..n in dictionary order.
vector<int> kth_arrangement(int n, long long k) {
    (void)k;
    return vector<int>(n, 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    for (int i = 0; i < q; i++) {
        int n;
        long long k;
        cin >> n >> k;
        vector<int> order = kth_arrangement(n, k);
        for (size_t j = 0; j < order.size(); j++) cout << (j ? " " : "") << order[j];
        cout << "\n";
    }
    return 0;
}
