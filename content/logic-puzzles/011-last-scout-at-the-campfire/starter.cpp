#include <iostream>
#include <vector>
using namespace std;

// Return the scout numbers in the order they leave the circle, the storyteller last.
vector<int> bedtime_order(int n, int k) {
    (void)k;
    return vector<int>(n, 0);
}

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> order = bedtime_order(n, k);
    for (size_t i = 0; i < order.size(); i++) cout << (i ? " " : "") << order[i];
    cout << "\n";
    return 0;
}
