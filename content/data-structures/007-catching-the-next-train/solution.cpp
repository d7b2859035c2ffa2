#include <iostream>
#include <vector>
using namespace std;

// Index (from 0) of the first departure >= minute, or n when there is none (binary search).
int first_at_or_after(const vector<int> &departures, int minute) {
    int low = 0, high = (int)departures.size();
    while (low < high) {
        int middle = low + (high - low) / 2;
        if (departures[middle] < minute) low = middle + 1;
        else high = middle;
    }
    return low;
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
