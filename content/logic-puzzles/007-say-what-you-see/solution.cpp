#include <iostream>
#include <string>
using namespace std;

// The row after the given number of turns: each turn reads every run of equal digits as its length,
// then its digit (a run is never longer than 9, so its length is one digit).
string after_turns(string row, int turns) {
    for (int turn = 0; turn < turns; turn++) {
        string said;
        for (size_t i = 0; i < row.size();) {
            size_t j = i;
            while (j < row.size() && row[j] == row[i]) j++;
            said += char('0' + (j - i));
            said += row[i];
            i = j;
        }
        row = said;
    }
    return row;
}

int main() {
    string row;
    int turns;
    cin >> row >> turns;
    cout << after_turns(row, turns) << "\n";
    return 0;
}
