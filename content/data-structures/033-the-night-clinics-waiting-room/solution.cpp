#include <iostream>
#include <queue>
#include <utility>
#include <vector>

using namespace std;

// Patient i (from 0) arrives at arrive[i] with urgency[i] and needs duration[i] minutes.
// Return the total waiting time and the number (from 1) of the patient who waited longest (the
// smallest number among ties).
pair<long long, int> waiting_times(const vector<int> &arrive, const vector<int> &urgency,
                                   const vector<int> &duration) {
    int n = (int)arrive.size();
    // The waiting room as a max-heap of (urgency, -patient): the most urgent, then smallest number, on top.
    priority_queue<pair<int, int>> waiting;
    long long total_wait = 0, longest = -1, free_at = 0;
    int longest_patient = 0, next_in = 0;
    for (int k = 0; k < n; k++) {
        // Nobody waiting: the doctor waits for the next arrival.
        if (waiting.empty() && arrive[next_in] > free_at) free_at = arrive[next_in];
        while (next_in < n && arrive[next_in] <= free_at) {
            waiting.push({urgency[next_in], -next_in});
            next_in++;
        }
        int patient = -waiting.top().second;
        waiting.pop();
        long long wait = free_at - arrive[patient];
        total_wait += wait;
        if (wait > longest) { // patients are called in any order: keep the smallest number on ties
            longest = wait;
            longest_patient = patient + 1;
        } else if (wait == longest && patient + 1 < longest_patient) {
            longest_patient = patient + 1;
        }
        free_at += duration[patient];
    }
    return {total_wait, longest_patient};
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
