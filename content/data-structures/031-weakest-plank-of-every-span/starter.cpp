#include <iostream>
#include <vector>

using namespace std;

// s holds the strengths of the planks in order. Return the sum, over every span of one or more
// consecutive planks, of the smallest strength in that span.
long long sum_of_weakest(const vector<int> &s) {
    return 0;
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
