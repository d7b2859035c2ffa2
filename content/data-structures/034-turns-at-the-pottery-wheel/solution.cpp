#include <algorithm>
#include <iostream>
#include <queue>
#include <string>
#include <vector>

using namespace std;

// Student i (from 0) walks in at arrive[i] and needs need[i] minutes at the wheel; turns last q minutes.
// Return the student numbers (from 1) in the order they finish.
vector<int> finishing_order(long long q, const vector<long long> &arrive, const vector<long long> &need) {
    int n = (int)arrive.size();
    vector<long long> left = need; // minutes each pot still needs
    queue<int> line;
    vector<int> order;
    int next_in = 0;
    long long now = 0;
    while ((int)order.size() < n) {
        // An empty line: the wheel stands still until the next student walks in.
        if (line.empty() && arrive[next_in] > now) now = arrive[next_in];
        while (next_in < n && arrive[next_in] <= now) line.push(next_in++);
        int student = line.front();
        line.pop();
        long long turn = min(left[student], q);
        now += turn;
        left[student] -= turn;
        // Those who walked in during the turn, or as it ends, join before the student coming back.
        while (next_in < n && arrive[next_in] <= now) line.push(next_in++);
        if (left[student] > 0) line.push(student);
        else order.push_back(student + 1);
    }
    return order;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long q;
    if (!(cin >> n >> q)) return 1;
    vector<long long> arrive(n), need(n);
    for (int i = 0; i < n; i++) cin >> arrive[i] >> need[i];
    vector<int> order = finishing_order(q, arrive, need);
    string line;
    for (size_t i = 0; i < order.size(); i++) line += (i ? " " : "") + to_string(order[i]);
    cout << line << "\n";
    return 0;
}
