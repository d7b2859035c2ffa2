#include <iostream>
using namespace std;

long long count_ways(int n) {
    long long prev = 1, cur = 1; // ways(0) and ways(1)
    for (int i = 2; i <= n; i++) {
        long long next = cur + prev;
        prev = cur;
        cur = next;
    }
    return cur;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    cout << count_ways(n) << "\n";
    return 0;
}
