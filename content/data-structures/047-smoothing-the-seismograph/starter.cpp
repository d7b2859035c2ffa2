#include <iostream>
#include <vector>
using namespace std;

// readings holds the seismograph's readings in order. For every window of k consecutive readings,
// take its median (the ceil(k/2)-th smallest reading of the window, so the lower of the two middle
// readings when k is even). Return the sum of the medians of all n - k + 1 windows.
long long sum_of_medians(const vector<int> &readings, int k) {
    (void)readings;
    (void)k;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    vector<int> readings(n);
    for (int &reading : readings) cin >> reading;
    cout << sum_of_medians(readings, k) << "\n";
    return 0;
}
