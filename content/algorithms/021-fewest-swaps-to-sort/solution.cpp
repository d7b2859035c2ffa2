#include <algorithm>
#include <iostream>
#include <numeric>
#include <vector>
using namespace std;

long long fewest_swaps(const vector<long long>& heights) {
    int n = (int)heights.size();
    // order[rank] = the position of the child with that rank (0 = shortest)
    vector<int> order(n);
    iota(order.begin(), order.end(), 0);
    sort(order.begin(), order.end(), [&](int a, int b) { return heights[a] < heights[b]; });
    // target[i] = the position the child now at position i must move to
    vector<int> target(n);
    for (int rank = 0; rank < n; rank++) target[order[rank]] = rank;
    // a cycle of k positions takes k - 1 swaps, so the answer is n minus the number of cycles
    vector<bool> visited(n, false);
    long long cycles = 0;
    for (int start = 0; start < n; start++) {
        if (visited[start]) continue;
        cycles++;
        for (int p = start; !visited[p]; p = target[p]) visited[p] = true;
    }
    return n - cycles;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<long long> heights(n);
    for (auto& height : heights) cin >> height;
    cout << fewest_swaps(heights) << "\n";
    return 0;
}
