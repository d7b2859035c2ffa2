#include <iostream>
#include <vector>
using namespace std;

// Return the smallest possible difference between the two shares when the worths a are split in two.
int fairest_split(const vector<int> &a) {
    (void)a;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<int> a(n);
    for (int &x : a) cin >> x;
    cout << fairest_split(a) << "\n";
    return 0;
}
