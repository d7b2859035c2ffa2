#include <iostream>
#include <vector>
using namespace std;

struct Tree {
    const vector<long long> &numbers;
    vector<int> left, right; // child indices into numbers, -1 for none

    explicit Tree(const vector<long long> &nums)
        : numbers(nums), left(nums.size(), -1), right(nums.size(), -1) {}

    void insert(int index) {
        int node = 0; // the root is numbers[0]
        for (;;) {
            vector<int> &children = numbers[index] < numbers[node] ? left : right;
            if (children[node] == -1) {
                children[node] = index;
                return;
            }
            node = children[node];
        }
    }

    void visit(int node, vector<long long> &order) const {
        order.push_back(numbers[node]);
        if (left[node] != -1) visit(left[node], order);
        if (right[node] != -1) visit(right[node], order);
    }
};

// The numbers in preorder after inserting them into an empty binary search tree.
vector<long long> preorder_after_inserting(const vector<long long> &numbers) {
    Tree tree(numbers);
    for (int i = 1; i < (int)numbers.size(); i++) tree.insert(i);
    vector<long long> order;
    tree.visit(0, order);
    return order;
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
