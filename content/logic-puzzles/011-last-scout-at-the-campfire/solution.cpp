#include <iostream>
#include <vector>
using namespace std;

// The scouts in the order they leave the circle, the storyteller last: the circle is a list, and the
// count restarts at the place of the scout who just left (now taken by the next one).
vector<int> bedtime_order(int n, int k) {
    vector<int> circle(n), order;
    for (int i = 0; i < n; i++) circle[i] = i + 1;
    int start = 0;
    while (!circle.empty()) {
        int pos = (start + k - 1) % (int)circle.size();
        order.push_back(circle[pos]);
        circle.erase(circle.begin() + pos);
        start = circle.empty() ? 0 : pos % (int)circle.size();
    }
    return order;
}

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> order = bedtime_order(n, k);
    for (int i = 0; i < n; i++) cout << (i ? " " : "") << order[i];
    cout << "\n";
    return 0;
}
