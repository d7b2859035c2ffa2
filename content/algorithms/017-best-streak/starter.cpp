#include <iostream>
#include <vector>
using namespace std;

// Return the largest sum of one or more consecutive values of a.
long long best_streak(const vector<long long>& a) {
    (void)a;
    return 0;
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
