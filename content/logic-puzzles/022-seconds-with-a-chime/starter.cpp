#include <iostream>
#include <vector>
using namespace std;

// Return how many seconds from 1 to n are a multiple of at least one of the numbers in bells.
unsigned long long chiming_seconds(unsigned long long n, const vector<unsigned long long> &bells) {
    (void)n;
    (void)bells;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    unsigned long long n;
    int k;
    if (!(cin >> n >> k)) return 1;
    vector<unsigned long long> bells(k);
    for (auto &bell : bells) cin >> bell;
    cout << chiming_seconds(n, bells) << "\n";
    return 0;
}
