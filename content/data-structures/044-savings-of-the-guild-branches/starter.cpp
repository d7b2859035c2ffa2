#include <iostream>
#include <vector>
using namespace std;

struct Event {
    char kind;    // 'S' or '?'
    int x;
    long long v;  // used by 'S' only
};

// Members are 1..n; savings[x] is x's savings and parents[x] x's mentor (index 0 unused, parents[1] = 0).
// An event is 'S' (x's savings become v) or '?' (the total savings of x's branch).
// Return one number per '?' event, in order.
vector<long long> branch_totals(int n, const vector<long long> &savings, const vector<int> &parents,
                                const vector<Event> &events) {
    (void)n;
    (void)savings;
    (void)parents;
    vector<long long> answers;
    for (const Event &event : events)
        if (event.kind == '?') answers.push_back(0);
    return answers;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> savings(n + 1, 0);
    vector<int> parents(n + 1, 0);
    for (int x = 1; x <= n; x++) cin >> savings[x];
    for (int x = 2; x <= n; x++) cin >> parents[x];
    vector<Event> events(q);
    for (Event &event : events) {
        event.v = 0;
        cin >> event.kind >> event.x;
        if (event.kind == 'S') cin >> event.v;
    }
    for (long long answer : branch_totals(n, savings, parents, events)) cout << answer << "\n";
    return 0;
}
