#include <iostream>
#include <vector>
using namespace std;

// Return the number of pairs i < j with plays[i] > plays[j]. You may reorder plays.
long long count_out_of_order(vector<long long>& plays) {
    (void)plays;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<long long> plays(n);
    for (auto& count : plays) cin >> count;
    cout << count_out_of_order(plays) << "\n";
    return 0;
}
