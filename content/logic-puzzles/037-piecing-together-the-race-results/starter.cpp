#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// facts[i] is (a, b): runner a finished ahead of runner b. Return the line to print: the only possible
// finishing order (runner numbers separated by spaces), "CONTRADICTION", or "AMBIGUOUS p".
string race_result(int n, const vector<pair<int, int>> &facts) {
    (void)n;
    (void)facts;
    return "";
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<pair<int, int>> facts(m);
    for (auto &[a, b] : facts) cin >> a >> b;
    cout << race_result(n, facts) << "\n";
    return 0;
}
