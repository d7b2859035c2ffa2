#include <iostream>
#include <string>
#include <vector>

using namespace std;

// preorder and inorder are the two listings of the same tree (the numbers 1..n).
// Return the n points in postorder.
vector<int> postorder(const vector<int> &preorder, const vector<int> &inorder) {
    return preorder;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<int> preorder(n), inorder(n);
    for (int &point : preorder) cin >> point;
    for (int &point : inorder) cin >> point;
    vector<int> out = postorder(preorder, inorder);
    string line;
    for (int i = 0; i < n; i++) line += (i ? " " : "") + to_string(out[i]);
    cout << line << "\n";
    return 0;
}
