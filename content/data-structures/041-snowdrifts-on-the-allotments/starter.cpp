#include <array>
#include <iostream>
#include <vector>
using namespace std;

// Return one number per question: the total snow on question j's rectangle of plots.
// falls[i] is {r1, c1, r2, c2, h}; questions[j] is {r1, c1, r2, c2}; rows and columns count from 1.
vector<long long> snow_totals(int r, int c, const vector<array<int, 5>> &falls,
                              const vector<array<int, 4>> &questions) {
    (void)r;
    (void)c;
    (void)falls;
    return vector<long long>(questions.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c, k, q;
    cin >> r >> c >> k >> q;
    vector<array<int, 5>> falls(k);
    for (auto &fall : falls)
        for (int &v : fall) cin >> v;
    vector<array<int, 4>> questions(q);
    for (auto &question : questions)
        for (int &v : question) cin >> v;
    for (long long answer : snow_totals(r, c, falls, questions)) cout << answer << "\n";
    return 0;
}
