#include <iostream>
#include <string>

using namespace std;

class Alliances {
public:
    // Merchants a and b (names) shake hands: their alliances merge.
    void join(const string &a, const string &b) {}

    // Return true when a and b are in the same alliance.
    bool ask(const string &a, const string &b) { return false; }

    // Return the number of merchants in a's alliance.
    int size(const string &a) { return 0; }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    Alliances alliances;
    string out, kind, a, b;
    for (int i = 0; i < q; i++) {
        cin >> kind >> a;
        if (kind == "size") {
            out += to_string(alliances.size(a)) + "\n";
            continue;
        }
        cin >> b;
        if (kind == "ask") out += alliances.ask(a, b) ? "YES\n" : "NO\n";
        else alliances.join(a, b);
    }
    cout << out;
    return 0;
}
