#include <iostream>
#include <vector>
using namespace std;

// Reorder numbers in place: increasing digit sum, ties broken by the smaller number first.
void postman_order(vector<long long>& numbers) {
    (void)numbers;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<long long> numbers(n);
    for (auto& number : numbers) cin >> number;
    postman_order(numbers);
    for (int i = 0; i < n; i++) cout << (i ? " " : "") << numbers[i];
    cout << "\n";
    return 0;
}
