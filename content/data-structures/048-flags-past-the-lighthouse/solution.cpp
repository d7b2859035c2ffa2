#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

// The ships l..r show (r - l + 1) flags minus the repeats: the ships i in l..r whose last earlier ship with
// the same flag, before[i], is at least l. Going through the ships in order, a Fenwick tree counts the
// repeats seen so far by the position of their earlier twin; each question is answered when its last ship
// has been seen. A hash table finds each ship's earlier twin.

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<int> before(n + 1, 0);
    unordered_map<int, int> last_seen;
    last_seen.reserve(2 * n);
    for (int i = 1; i <= n; i++) {
        int flag;
        cin >> flag;
        auto [it, fresh] = last_seen.try_emplace(flag, i);
        if (!fresh) {
            before[i] = it->second;
            it->second = i;
        }
    }
    vector<int> left(q), next(q), first(n + 1, -1); // questions ending at the same ship, as linked lists
    for (int j = 0; j < q; j++) {
        int right;
        cin >> left[j] >> right;
        next[j] = first[right];
        first[right] = j;
    }
    vector<int> tree(n + 1, 0), answer(q);
    int repeats = 0;
    for (int i = 1; i <= n; i++) {
        if (before[i]) {
            repeats++;
            for (int p = before[i]; p <= n; p += p & -p) tree[p]++;
        }
        for (int j = first[i]; j >= 0; j = next[j]) {
            int below = 0;
            for (int p = left[j] - 1; p > 0; p &= p - 1) below += tree[p];
            answer[j] = (i - left[j] + 1) - (repeats - below);
        }
    }
    string out;
    out.reserve((size_t)q * 7);
    for (int j = 0; j < q; j++) {
        out += to_string(answer[j]);
        out += '\n';
    }
    cout << out;
    return 0;
}
