#include <iostream>
#include <optional>
#include <vector>
using namespace std;

// The next k numbers, or nothing when neither the step rule nor the factor rule fits.
optional<vector<long long>> continue_sequence(const vector<long long> &terms, int k) {
    size_t n = terms.size();
    vector<long long> next;
    long long d = terms[1] - terms[0];
    bool step = true;
    for (size_t i = 1; i + 1 < n; i++)
        if (terms[i + 1] - terms[i] != d) step = false;
    if (step) {
        for (int i = 0; i < k; i++) next.push_back(terms[n - 1] + d * (i + 1));
        return next;
    }
    for (long long term : terms)
        if (term == 0) return nullopt;
    if (terms[1] % terms[0] != 0) return nullopt;
    long long r = terms[1] / terms[0];
    for (size_t i = 0; i + 1 < n; i++)
        if (terms[i + 1] != terms[i] * r) return nullopt;
    long long last = terms[n - 1];
    for (int i = 0; i < k; i++) {
        last *= r;
        next.push_back(last);
    }
    return next;
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
    for (int i = 0; i < k; i++) cout << (i ? " " : "") << (*next)[i];
    cout << "\n";
    return 0;
}
