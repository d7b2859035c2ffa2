#include <iostream>
#include <vector>
using namespace std;

// Return the largest total worth of a harvest with no two neighbouring trees. a holds the worths.
long long best_harvest(const vector<long long>& a) {
    (void)a;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<long long> a(n);
    for (auto& worth : a) cin >> worth;
    cout << best_harvest(a) << "\n";
    return 0;
}
