#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

// Reverse, in place, every full group of k dancers counted from the front; a short last group stays.
void turn_groups(vector<int> &dancers, int k) {
    int n = (int)dancers.size();
    for (int start = 0; start + k <= n; start += k) reverse(dancers.begin() + start, dancers.begin() + start + k);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    if (!(cin >> n >> k)) return 1;
    vector<int> dancers(n);
    for (int &d : dancers) cin >> d;
    turn_groups(dancers, k);
    for (int i = 0; i < n; i++) cout << dancers[i] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
