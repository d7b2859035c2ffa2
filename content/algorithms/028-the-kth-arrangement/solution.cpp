#include <iostream>
#include <vector>
using namespace std;

static long long factorial(int m) {
    long long f = 1;
    for (int i = 2; i <= m; i++) f *= i;
    return f;
}

// Appends order number index (counting from 0) of the sorted values in unused to order.
static void arrange(vector<int>& unused, long long index, vector<int>& order) {
    if (unused.empty()) return;
    long long block = factorial((int)unused.size() - 1); // orders per choice of the first element
    int pick = (int)(index / block);
    order.push_back(unused[pick]);
    unused.erase(unused.begin() + pick); // the rest stays sorted
    arrange(unused, index % block, order);
}

vector<int> kth_arrangement(int n, long long k) {
    vector<int> unused(n), order;
    for (int i = 0; i < n; i++) unused[i] = i + 1;
    arrange(unused, k - 1, order);
    return order;
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
