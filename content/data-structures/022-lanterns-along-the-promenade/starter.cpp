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
    return {0, 1};
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
