#include <iostream>
#include <vector>
using namespace std;

struct Event {
    char kind; // 'M', 'L' or '?'
    int x, y;  // y is used by 'M' only
};

// Dancers 1..n start in order, 1 at the front. An event is 'M' (x moves to directly behind y, or to the
// front when y is 0), 'L' (x leaves) or '?' (who is directly behind x?).
// Return one number per '?' event, in order: the dancer directly behind x, or 0 if x is last.
vector<int> follow_the_line(int n, const vector<Event> &events) {
    (void)n;
    vector<int> answers;
    for (const Event &event : events)
        if (event.kind == '?') answers.push_back(0);
    return answers;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<Event> events(m);
    for (Event &event : events) {
        event.y = 0;
        cin >> event.kind >> event.x;
        if (event.kind == 'M') cin >> event.y;
    }
    for (int answer : follow_the_line(n, events)) cout << answer << "\n";
    return 0;
}
