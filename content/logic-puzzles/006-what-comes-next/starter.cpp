#include <iostream>
#include <optional>
#include <vector>
using namespace std;

// Return the next k numbers, or nullopt when the sequence follows neither rule.
optional<vector<long long>> continue_sequence(const vector<long long> &terms, int k) {
    (void)terms;
    (void)k;
    return nullopt;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    vector<long long> terms(n);
    for (long long &term : terms) cin >> term;
    auto next = continue_sequence(terms, k);
    if (!next) {
        cout << "UNKNOWN\n";
        return 0;
    }
    for (size_t i = 0; i < next->size(); i++) cout << (i ? " " : "") << (*next)[i];
    cout << "\n";
    return 0;
}
