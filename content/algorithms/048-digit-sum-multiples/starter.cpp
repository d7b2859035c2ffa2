#include <iostream>
using namespace std;

// Return how many numbers x with low <= x <= high have a digit sum divisible by k.
long long count_lucky(long long low, long long high, int k) {
    (void)low;
    (void)high;
    (void)k;
    return 0;
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
