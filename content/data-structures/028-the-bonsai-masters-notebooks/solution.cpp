#include <iostream>
#include <string>
#include <vector>

using namespace std;

// preorder and inorder are the two listings of the same tree (the numbers 1..n).
// Return the n points in postorder.
vector<int> postorder(const vector<int> &preorder, const vector<int> &inorder) {
    int n = (int)preorder.size();
    vector<int> left(n + 1, 0), right(n + 1, 0); // 0: no child
    // Rebuild the children without recursion (the tree may be a chain of 100000 points). The stack holds
    // the points whose right child is still unknown, deepest on top; j walks through the inorder listing.
    vector<int> stack = {preorder[0]};
    int j = 0;
    for (int i = 1; i < n; i++) {
        int point = preorder[i];
        if (stack.back() != inorder[j]) {
            left[stack.back()] = point; // the top's left branch starts here
        } else {
            // Pop every point whose left branch and itself are done in inorder: the last one popped
            // is the point whose right branch starts here.
            int parent = 0;
            while (!stack.empty() && stack.back() == inorder[j]) {
                parent = stack.back();
                stack.pop_back();
                j++;
            }
            right[parent] = point;
        }
        stack.push_back(point);
    }
    // List point, right, left with a stack; reversed, that is left, right, point: postorder.
    vector<int> out(n);
    int count = 0;
    stack = {preorder[0]};
    while (!stack.empty()) {
        int point = stack.back();
        stack.pop_back();
        out[n - 1 - count++] = point;
        if (left[point]) stack.push_back(left[point]);
        if (right[point]) stack.push_back(right[point]);
    }
    return out;
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
