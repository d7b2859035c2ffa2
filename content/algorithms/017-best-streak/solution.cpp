#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

long long best_streak(const vector<long long>& a) {
    // ending_here = best sum of a run that ends on the current day
    long long ending_here = a[0], best = a[0];
    for (size_t i = 1; i < a.size(); i++) {
        ending_here = max(ending_here + a[i], a[i]);
        best = max(best, ending_here);
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<long long> a(n);
    for (auto& result : a) cin >> result;
    cout << best_streak(a) << "\n";
    return 0;
}
