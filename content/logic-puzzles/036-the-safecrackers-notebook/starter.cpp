#include <iostream>
#include <string>
#include <vector>
using namespace std;

// guesses[j] is the j-th combination tried (a string of length digits, each 0 to digits - 1) and clicks[j]
// the clicks it gave. Return how many combinations would have given exactly those clicks for every try.
long long possible_combinations(int length, int digits, const vector<string> &guesses, const vector<int> &clicks) {
    (void)length;
    (void)digits;
    (void)guesses;
    (void)clicks;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int length, digits, g;
    if (!(cin >> length >> digits >> g)) return 1;
    vector<string> guesses(g);
    vector<int> clicks(g);
    for (int j = 0; j < g; j++) cin >> guesses[j] >> clicks[j];
    cout << possible_combinations(length, digits, guesses, clicks) << "\n";
    return 0;
}
