#include <iostream>
#include <vector>
using namespace std;

// following[i] is the card that card i names next (0 for none); following[0] is unused.
// Return the middle card of the hunt that begins at card start.
int middle_card(const vector<int> &following, int start) {
    (void)following;
    return start;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, start;
    if (!(cin >> n >> start)) return 1;
    vector<int> following(n + 1, 0);
    for (int i = 1; i <= n; i++) cin >> following[i];
    cout << middle_card(following, start) << "\n";
    return 0;
}
