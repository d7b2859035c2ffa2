#include <iostream>
#include <vector>
using namespace std;

// departures is sorted. Return the index (from 0) of the first departure >= minute,
// or departures.size() when there is none.
int first_at_or_after(const vector<int> &departures, int minute) {
    (void)minute;
    return (int)departures.size();
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    if (!(cin >> n >> q)) return 1;
    vector<int> departures(n);
    for (int &d : departures) cin >> d;
    for (int j = 0; j < q; j++) {
        int minute;
        cin >> minute;
        int index = first_at_or_after(departures, minute);
        if (index == n) cout << "NONE\n";
        else cout << index + 1 << "\n";
    }
    return 0;
}
