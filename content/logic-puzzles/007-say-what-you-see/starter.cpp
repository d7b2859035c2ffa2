#include <iostream>
#include <string>
using namespace std;

// Return the row on the board after the given number of turns.
string after_turns(string row, int turns) {
    (void)row;
    (void)turns;
    return "";
}

int main() {
    string row;
    int turns;
    cin >> row >> turns;
    cout << after_turns(row, turns) << "\n";
    return 0;
}
