#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int longest_rising_chain(const vector<int> &a) {
    // tails[L - 1] = smallest last value of a strictly rising chain of length L found so far
    vector<int> tails;
    for (int x : a) {
        // the first tail that is >= x: x extends every shorter chain and can replace that tail
        auto it = lower_bound(tails.begin(), tails.end(), x);
        if (it == tails.end()) tails.push_back(x);
        else *it = x;
    }
    return (int)tails.size();
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<int> a(n);
    for (int &x : a) cin >> x;
    cout << longest_rising_chain(a) << "\n";
    return 0;
}
