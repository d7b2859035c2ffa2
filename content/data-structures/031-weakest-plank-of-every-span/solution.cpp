#include <iostream>
#include <vector>

using namespace std;

// s holds the strengths of the planks in order. Return the sum, over every span of one or more
// consecutive planks, of the smallest strength in that span.
long long sum_of_weakest(const vector<int> &s) {
    int n = (int)s.size();
    // Each span is counted at its weakest plank (the rightmost one on ties): plank i is that plank for
    // left[i] choices of the span's start times right choices of its end. Monotonic stacks find both.
    vector<int> left(n), stack;
    stack.reserve(n);
    // left[i]: planks from i back to just after the nearest strictly weaker plank on the left
    for (int i = 0; i < n; i++) {
        while (!stack.empty() && s[stack.back()] >= s[i]) stack.pop_back();
        left[i] = stack.empty() ? i + 1 : i - stack.back();
        stack.push_back(i);
    }
    // right: planks from i up to just before the nearest weaker-or-equal plank on the right
    long long total = 0;
    stack.clear();
    for (int i = n - 1; i >= 0; i--) {
        while (!stack.empty() && s[stack.back()] > s[i]) stack.pop_back();
        long long right = stack.empty() ? n - i : stack.back() - i;
        total += (long long)s[i] * left[i] * right;
        stack.push_back(i);
    }
    return total;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<int> s(n);
    for (int &strength : s) cin >> strength;
    cout << sum_of_weakest(s) << "\n";
    return 0;
}
