#include <iostream>
#include <string>
#include <vector>

using namespace std;

// downstream[i] is the stream that stream i flows into (0 for the great river); water[i] is w[i].
// Both are indexed from 1 (index 0 is unused). questions holds the streams asked about.
// Return, for each question, the litres per second passing that stream's mouth.
vector<long long> mouth_flows(const vector<int> &downstream, const vector<int> &water,
                              const vector<int> &questions) {
    return vector<long long>(questions.size(), 0);
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
