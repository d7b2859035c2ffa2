#include <iostream>
#include <vector>
using namespace std;

// Return the length of the longest strictly increasing subsequence of a.
int longest_rising_chain(const vector<int> &a) {
    (void)a;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<int> a(n);
    for (int &x : a) cin >> x;
    cout << longest_rising_chain(a) << "\n";
    return 0;
}
