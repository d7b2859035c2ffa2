#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Each command is {"OPEN", page}, {"BACK"} or {"FORWARD"}.
// Return the pages on screen after each command.
vector<string> browse(const vector<vector<string>> &commands) {
    return vector<string>(commands.size(), "home");
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
