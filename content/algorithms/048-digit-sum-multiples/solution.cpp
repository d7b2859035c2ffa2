#include <iostream>
#include <string>
using namespace std;

// ways[len][r]: strings of len digits (leading zeros allowed) whose digit sum is r modulo k
static long long ways[19][200]; // 18 free positions at most, since n <= 10^18

// how many numbers x with 0 <= x <= n have a digit sum divisible by k
static long long count_up_to(long long n, int k) {
    if (n < 0) return 0;
    string digits = to_string(n);
    int len = (int)digits.size();
    long long count = 0;
    int prefix = 0; // digit sum of the prefix shared with n, modulo k
    for (int pos = 0; pos < len; pos++) {
        int digit = digits[pos] - '0', free_positions = len - pos - 1;
        // numbers that agree with n before pos and have a smaller digit d at pos
        for (int d = 0; d < digit; d++) {
            int need = ((-(prefix + d)) % k + k) % k;
            count += ways[free_positions][need];
        }
        prefix = (prefix + digit) % k;
    }
    if (prefix == 0) count++; // n itself
    return count;
}

long long count_lucky(long long low, long long high, int k) {
    for (auto &row : ways)
        for (auto &x : row) x = 0;
    ways[0][0] = 1;
    for (int len = 1; len < 19; len++)
        for (int r = 0; r < k; r++)
            for (int d = 0; d <= 9; d++) ways[len][(r + d) % k] += ways[len - 1][r];
    return count_up_to(high, k) - count_up_to(low - 1, k);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long low, high;
    int k;
    if (!(cin >> low >> high >> k)) return 1;
    cout << count_lucky(low, high, k) << "\n";
    return 0;
}
