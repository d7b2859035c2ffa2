#include <iostream>
#include <utility>
#include <vector>
using namespace std;

struct Event {
    char kind; // 'D' (section x now has depth y) or '?' (a question about sections x..y)
    int x, y;
};

// depths[i] is the depth of section i + 1. Return one pair per question, in order:
// {the shallowest depth of sections x..y, how many of those sections have it}.
vector<pair<int, int>> survey(const vector<int> &depths, const vector<Event> &events) {
    (void)depths;
    vector<pair<int, int>> answers;
    for (const Event &event : events)
        if (event.kind == '?') answers.push_back({0, 0});
    return answers;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<int> depths(n);
    for (int &depth : depths) cin >> depth;
    vector<Event> events(q);
    for (Event &event : events) cin >> event.kind >> event.x >> event.y;
    for (const auto &[shallowest, count] : survey(depths, events)) cout << shallowest << " " << count << "\n";
    return 0;
}
