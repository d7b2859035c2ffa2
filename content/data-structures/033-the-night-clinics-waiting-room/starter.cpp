#include <iostream>
#include <utility>
#include <vector>

using namespace std;

// Patient i (from 0) arrives at arrive[i] with urgency[i] and needs duration[i] minutes.
// Return the total waiting time and the number (from 1) of the patient who waited longest (the
// smallest number among ties).
pair<long long, int> waiting_times(const vector<int> &arrive, const vector<int> &urgency,
                                   const vector<int> &duration) {
    return {0, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<int> arrive(n), urgency(n), duration(n);
    for (int i = 0; i < n; i++) cin >> arrive[i] >> urgency[i] >> duration[i];
    auto [total, patient] = waiting_times(arrive, urgency, duration);
    cout << total << " " << patient << "\n";
    return 0;
}
