#include <iostream>
#include <string>
#include <vector>
using namespace std;

// pattern holds the first lamps of a pattern of n lamps; 0 is tried before 1, so results come in order.
static void build(string& pattern, int n, vector<string>& result) {
    if ((int)pattern.size() == n) {
        result.push_back(pattern);
        return;
    }
    pattern.push_back('0');
    build(pattern, n, result);
    pattern.pop_back();
    if (pattern.empty() || pattern.back() == '0') {
        pattern.push_back('1');
        build(pattern, n, result);
        pattern.pop_back();
    }
}

vector<string> patterns(int n) {
    vector<string> result;
    string pattern;
    build(pattern, n, result);
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<string> result = patterns(n);
    cout << result.size() << "\n";
    for (const string& pattern : result) cout << pattern << "\n";
    return 0;
}
