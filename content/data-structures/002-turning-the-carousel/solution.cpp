#include <iostream>
#include <vector>
using namespace std;

// Return the horses on seats 1 to n after turning the carousel k steps
// (right when k > 0, left when k < 0).
vector<int> turn(const vector<int> &horses, long long k) {
    int n = (int)horses.size();
    int right = (int)(((k % n) + n) % n); // a left turn of s steps is a right turn of n - s steps
    vector<int> result(n);
    for (int i = 0; i < n; i++) result[(i + right) % n] = horses[i];
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long k;
    if (!(cin >> n >> k)) return 1;
    vector<int> horses(n);
    for (int &h : horses) cin >> h;
    vector<int> result = turn(horses, k);
    for (int i = 0; i < n; i++) cout << result[i] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
