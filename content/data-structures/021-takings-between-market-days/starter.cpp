#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// profits[0] is day 1's profit. questions holds the (l, r) pairs, days numbered from 1.
// Return, for each question, the total profit of days l to r (both ends included).
vector<long long> answer_questions(const vector<int> &profits, const vector<pair<int, int>> &questions) {
    return vector<long long>(questions.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    if (!(cin >> n >> q)) return 1;
    vector<int> profits(n);
    for (int &profit : profits) cin >> profit;
    vector<pair<int, int>> questions(q);
    for (auto &[l, r] : questions) cin >> l >> r;
    string out;
    for (long long total : answer_questions(profits, questions)) out += to_string(total) + "\n";
    cout << out;
    return 0;
}
