#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    // A ring through a sentinel 0: behind[0] is the first dancer, ahead[0] the last one.
    vector<int> behind(n + 1), ahead(n + 1);
    for (int i = 0; i <= n; i++) {
        behind[i] = i == n ? 0 : i + 1;
        ahead[i] = i == 0 ? n : i - 1;
    }
    string out;
    for (int e = 0; e < m; e++) {
        char kind;
        int x, y = 0;
        cin >> kind >> x;
        if (kind == '?') {
            out += to_string(behind[x]);
            out += '\n';
            continue;
        }
        if (kind == 'M') cin >> y;
        int before = ahead[x], after = behind[x]; // take x out of the line
        behind[before] = after;
        ahead[after] = before;
        if (kind == 'M') { // put x back in, between y and whoever was behind y
            after = behind[y];
            behind[y] = x;
            ahead[x] = y;
            behind[x] = after;
            ahead[after] = x;
        }
    }
    cout << out;
    return 0;
}
