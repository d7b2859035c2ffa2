#include <iostream>
#include <string>
#include <utility>
using namespace std;

// Returns (position counting from 1, the letter that belongs there). Tries the block lengths p that
// divide the strip (repeated at least 3 times) from the shortest: exactly one of the p residue groups
// must be mixed, holding one odd letter out among copies of a single other letter.
pair<int, char> find_wrong_bead(const string &strip) {
    int n = (int)strip.size();
    for (int p = 1; 3 * p <= n; p++) {
        if (n % p != 0) continue;
        int mixed = -1, mixed_groups = 0;
        for (int start = 0; start < p; start++)
            for (int i = start + p; i < n; i += p)
                if (strip[i] != strip[start]) {
                    mixed_groups++;
                    mixed = start;
                    break;
                }
        if (mixed_groups != 1) continue;
        int counts[26] = {0}, kinds = 0;
        for (int i = mixed; i < n; i += p)
            if (counts[strip[i] - 'a']++ == 0) kinds++;
        if (kinds != 2) continue;
        int wrong = -1, right = -1;
        for (int c = 0; c < 26; c++) {
            if (counts[c] == 1 && wrong < 0) wrong = c;
            else if (counts[c] > 0) right = c;
        }
        if (wrong < 0 || counts[right] < 2) continue;
        for (int i = mixed; i < n; i += p)
            if (strip[i] - 'a' == wrong) return {i + 1, char('a' + right)};
    }
    return {0, '?'};
}

int main() {
    string strip;
    cin >> strip;
    auto [position, letter] = find_wrong_bead(strip);
    cout << position << " " << letter << "\n";
    return 0;
}
