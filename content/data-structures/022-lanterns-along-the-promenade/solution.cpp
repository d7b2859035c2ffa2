#include <iostream>
#include <utility>
#include <vector>
using namespace std;

struct Club {
    int l, r, c;
};

// Club i hangs c lanterns on every post from l to r (posts numbered 1 to n).
// Return the largest number of lanterns on one post and the smallest post number that has that many.
pair<long long, int> brightest_post(int n, const vector<Club> &clubs) {
    // change[x] is how much the lantern count changes from post x - 1 to post x.
    vector<long long> change(n + 2, 0);
    for (const Club &club : clubs) {
        change[club.l] += club.c;
        change[club.r + 1] -= club.c;
    }
    long long best = -1, count = 0;
    int post = 1;
    for (int x = 1; x <= n; x++) {
        count += change[x];
        if (count > best) { // strictly greater keeps the post closest to the pier
            best = count;
            post = x;
        }
    }
    return {best, post};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<Club> clubs(m);
    for (auto &club : clubs) cin >> club.l >> club.r >> club.c;
    auto [count, post] = brightest_post(n, clubs);
    cout << count << " " << post << "\n";
    return 0;
}
