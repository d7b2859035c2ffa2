#include <iostream>
#include <string>
#include <utility>
using namespace std;

// Return (position, letter): where the wrong bead is (counting from 1) and the letter that belongs there.
pair<int, char> find_wrong_bead(const string &strip) {
    (void)strip;
    return {0, '?'};
}

int main() {
    string strip;
    cin >> strip;
    auto [position, letter] = find_wrong_bead(strip);
    cout << position << " " << letter << "\n";
    return 0;
}
