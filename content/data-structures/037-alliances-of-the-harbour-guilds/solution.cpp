#include <iostream>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

using namespace std;

// A union-find over the merchants, numbered in order of first mention.
class Alliances {
public:
    Alliances() { number_of.reserve(1 << 19); } // room for every merchant the log can name

    // Merchants a and b (names) shake hands: their alliances merge.
    void join(const string &a, const string &b) {
        int x = leader(merchant(a)), y = leader(merchant(b));
        if (x == y) return;
        // The smaller alliance hangs below the larger one, which keeps the trees shallow.
        if (members[x] < members[y]) swap(x, y);
        parent[y] = x;
        members[x] += members[y];
    }

    // Return true when a and b are in the same alliance.
    bool ask(const string &a, const string &b) { return leader(merchant(a)) == leader(merchant(b)); }

    // Return the number of merchants in a's alliance.
    int size(const string &a) { return members[leader(merchant(a))]; }

private:
    unordered_map<string, int> number_of;
    vector<int> parent, members; // members counts an alliance at its leader

    // The merchant's number, given on first mention (an alliance of one).
    int merchant(const string &name) {
        auto [it, added] = number_of.try_emplace(name, (int)parent.size());
        if (added) {
            parent.push_back(it->second);
            members.push_back(1);
        }
        return it->second;
    }

    int leader(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]]; // point one step closer to the leader
            x = parent[x];
        }
        return x;
    }
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
