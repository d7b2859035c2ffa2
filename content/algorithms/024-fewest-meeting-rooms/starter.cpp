#include <iostream>
#include <vector>
using namespace std;

// Meeting i uses its room from start[i] up to, not including, end[i]. You may reorder start and end.
// Return the smallest number of rooms that hosts all the meetings without clashes.
int fewest_rooms(vector<int>& start, vector<int>& end) {
    (void)start;
    (void)end;
    return -1;
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
