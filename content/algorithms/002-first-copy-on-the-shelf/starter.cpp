#include <iostream>
#include <vector>
using namespace std;

// Return the 1-based position of the first occurrence of x in the sorted vector numbers, or -1.
int first_position(const vector<long long>& numbers, long long x) {
    (void)numbers;
    (void)x;
    return 0;
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
