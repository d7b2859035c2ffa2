#include <iostream>
#include <string>
using namespace std;

// start and target are trays written as 9 digits in reading order, '0' for the gap (the target's gap is
// in the last cell). Return the fewest slides that turn start into target, or -1 when it cannot be done.
int fewest_slides(const string &start, const string &target) {
    (void)start;
    (void)target;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    if (!(cin >> t)) return 1;
    for (int i = 0; i < t; i++) {
        string start, target;
        cin >> start >> target;
        int d = fewest_slides(start, target);
        if (d < 0) cout << "IMPOSSIBLE\n";
        else cout << d << "\n";
    }
    return 0;
}
