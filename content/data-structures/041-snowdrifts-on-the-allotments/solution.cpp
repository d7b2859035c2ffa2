#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c, k, q;
    cin >> r >> c >> k >> q;
    int width = c + 2;
    // A difference grid with a border of zeros; its two-way running sums give the snow on each plot.
    vector<long long> grid((size_t)(r + 2) * width, 0);
    auto at = [&](int i, int j) -> long long & { return grid[(size_t)i * width + j]; };
    for (int f = 0; f < k; f++) {
        int r1, c1, r2, c2, h;
        cin >> r1 >> c1 >> r2 >> c2 >> h;
        at(r1, c1) += h;
        at(r1, c2 + 1) -= h;
        at(r2 + 1, c1) -= h;
        at(r2 + 1, c2 + 1) += h;
    }
    auto running_sums = [&]() {
        for (int i = 0; i < r + 2; i++)
            for (int j = 0; j < width; j++) {
                long long v = at(i, j);
                if (i > 0) v += at(i - 1, j);
                if (j > 0) v += at(i, j - 1);
                if (i > 0 && j > 0) v -= at(i - 1, j - 1);
                at(i, j) = v;
            }
    };
    running_sums(); // snow on each plot
    running_sums(); // snow on rows 1..i, columns 1..j
    string out;
    out.reserve((size_t)q * 12);
    for (int i = 0; i < q; i++) {
        int r1, c1, r2, c2;
        cin >> r1 >> c1 >> r2 >> c2;
        long long total = at(r2, c2) - at(r1 - 1, c2) - at(r2, c1 - 1) + at(r1 - 1, c1 - 1);
        out += to_string(total);
        out += '\n';
    }
    cout << out;
    return 0;
}
