#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Each command is {"TYPE", word}, {"ERASE", k} (k as a string), {"UNDO"} or {"REDO"}.
// Return the final text (empty when nothing is left).
string final_text(const vector<vector<string>> &commands) {
    return "";
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    vector<vector<string>> commands(q);
    for (auto &command : commands) {
        string word;
        cin >> word;
        command.push_back(word);
        if (word == "TYPE" || word == "ERASE") {
            string argument;
            cin >> argument;
            command.push_back(argument);
        }
    }
    string text = final_text(commands);
    cout << (text.empty() ? "EMPTY" : text) << "\n";
    return 0;
}
