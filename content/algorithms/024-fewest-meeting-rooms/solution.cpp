#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int fewest_rooms(vector<int>& start, vector<int>& end) {
    sort(start.begin(), start.end());
    sort(end.begin(), end.end());
    int rooms = 0, best = 0;
    for (size_t i = 0, j = 0; i < start.size(); i++) {
        while (end[j] <= start[i]) { // meetings over by now have freed their rooms
            j++;
            rooms--;
        }
        rooms++;
        best = max(best, rooms);
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<int> start(n), end(n);
    for (int i = 0; i < n; i++) cin >> start[i] >> end[i];
    cout << fewest_rooms(start, end) << "\n";
    return 0;
}
