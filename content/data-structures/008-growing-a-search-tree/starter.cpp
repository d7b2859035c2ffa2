#include <iostream>
#include <vector>
using namespace std;

// Insert the numbers, in this order, into an empty binary search tree.
// Return them in preorder: node, left subtree, right subtree.
vector<long long> preorder_after_inserting(const vector<long long> &numbers) {
    return vector<long long>(numbers.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<long long> numbers(n);
    for (auto &x : numbers) cin >> x;
    vector<long long> order = preorder_after_inserting(numbers);
    for (int i = 0; i < n; i++) cout << (i ? " " : "") << order[i];
    cout << "\n";
    return 0;
}
