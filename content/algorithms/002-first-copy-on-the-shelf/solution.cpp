#include <iostream>
#include <vector>
using namespace std;

int first_position(const vector<long long>& numbers, long long x) {
    int n = (int)numbers.size();
    int lo = 0, hi = n; // the first index with numbers[i] >= x lies in [lo, hi]
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (numbers[mid] < x) lo = mid + 1;
        else hi = mid;
    }
    return (lo < n && numbers[lo] == x) ? lo + 1 : -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<long long> numbers(n);
    for (auto& number : numbers) cin >> number;
    long long x;
    cin >> x;
    cout << first_position(numbers, x) << "\n";
    return 0;
}
