#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

long long best_harvest(const vector<long long>& a) {
    long long two_back = 0, one_back = 0; // best totals for the first i - 2 and i - 1 trees
    for (long long worth : a) {
        long long best = max(one_back, two_back + worth);
        two_back = one_back;
        one_back = best;
    }
    return one_back;
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
