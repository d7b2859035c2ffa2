#include <iostream>
#include <vector>
using namespace std;

// Return the smallest total cost of cutting a log of length len at the marks (unsorted).
long long cheapest_cutting(long long len, const vector<long long> &marks) {
    (void)len;
    (void)marks;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long len;
    int n;
    if (!(cin >> len >> n)) return 1;
    vector<long long> marks(n);
    for (auto &m : marks) cin >> m;
    cout << cheapest_cutting(len, marks) << "\n";
    return 0;
}
