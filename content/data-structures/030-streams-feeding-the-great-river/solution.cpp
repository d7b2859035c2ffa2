#include <iostream>
#include <string>
#include <vector>

using namespace std;

// downstream[i] is the stream that stream i flows into (0 for the great river); water[i] is w[i].
// Both are indexed from 1 (index 0 is unused). questions holds the streams asked about.
// Return, for each question, the litres per second passing that stream's mouth.
vector<long long> mouth_flows(const vector<int> &downstream, const vector<int> &water,
                              const vector<int> &questions) {
    int n = (int)downstream.size() - 1;
    vector<int> upstream_count(n + 1, 0);
    for (int x = 1; x <= n; x++) upstream_count[downstream[x]]++;
    vector<long long> flow(water.begin(), water.end());
    // Start from the streams nothing flows into; a stream is ready once all its upstream streams are
    // done, and then passes its whole flow on downstream.
    vector<int> ready;
    ready.reserve(n);
    for (int x = 1; x <= n; x++)
        if (upstream_count[x] == 0) ready.push_back(x);
    for (size_t i = 0; i < ready.size(); i++) {
        int below = downstream[ready[i]];
        if (below != 0) {
            flow[below] += flow[ready[i]];
            if (--upstream_count[below] == 0) ready.push_back(below);
        }
    }
    vector<long long> answers;
    answers.reserve(questions.size());
    for (int x : questions) answers.push_back(flow[x]);
    return answers;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    if (!(cin >> n >> q)) return 1;
    vector<int> downstream(n + 1, 0), water(n + 1, 0), questions(q);
    for (int i = 1; i <= n; i++) cin >> downstream[i];
    for (int i = 1; i <= n; i++) cin >> water[i];
    for (int &x : questions) cin >> x;
    string out;
    for (long long flow : mouth_flows(downstream, water, questions)) out += to_string(flow) + "\n";
    cout << out;
    return 0;
}
