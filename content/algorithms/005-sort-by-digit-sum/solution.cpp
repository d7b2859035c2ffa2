#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

static int digit_sum(long long number) {
    int total = 0;
    while (number > 0) {
        total += (int)(number % 10);
        number /= 10;
    }
    return total;
}

void postman_order(vector<long long>& numbers) {
    sort(numbers.begin(), numbers.end(), [](long long x, long long y) {
        int sx = digit_sum(x), sy = digit_sum(y);
        if (sx != sy) return sx < sy;
        return x < y;
    });
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
