#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Each command is {"OPEN", page}, {"BACK"} or {"FORWARD"}.
// Return the pages on screen after each command.
vector<string> browse(const vector<vector<string>> &commands) {
    // Two stacks: the pages BACK returns to and the pages FORWARD returns to, the nearest on top.
    vector<string> back, forward, shown;
    string current = "home";
    for (const auto &command : commands) {
        if (command[0] == "OPEN") {
            back.push_back(current);
            current = command[1];
            forward.clear();
        } else if (command[0] == "BACK") {
            if (!back.empty()) {
                forward.push_back(current);
                current = back.back();
                back.pop_back();
            }
        } else if (!forward.empty()) {
            back.push_back(current);
            current = forward.back();
            forward.pop_back();
        }
        shown.push_back(current);
    }
    return shown;
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
        if (word == "OPEN") {
            string page;
            cin >> page;
            command.push_back(page);
        }
    }
    for (const string &page : browse(commands)) cout << page << "\n";
    return 0;
}
