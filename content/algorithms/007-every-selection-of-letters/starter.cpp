#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Return every non-empty group of the letters, each written in alphabetical order, in dictionary order.
vector<string> selections(string letters) {
    (void)letters;
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string letters;
    if (!(cin >> letters)) return 1;
    for (const string& group : selections(letters)) cout << group << "\n";
    return 0;
}
