#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

// One change to the text: the word typed, or the characters an ERASE actually deleted.
struct Change {
    bool is_type;
    string letters;
};

static void apply_change(string &text, const Change &change) {
    if (change.is_type) text += change.letters;
    else text.resize(text.size() - change.letters.size());
}

static void reverse_change(string &text, const Change &change) {
    if (change.is_type) text.resize(text.size() - change.letters.size());
    else text += change.letters;
}

// Each command is {"TYPE", word}, {"ERASE", k} (k as a string), {"UNDO"} or {"REDO"}.
// Return the final text (empty when nothing is left).
string final_text(const vector<vector<string>> &commands) {
    string text;
    // The changes UNDO can cancel and those REDO can bring back, the latest on top.
    vector<Change> done, undone;
    for (const auto &command : commands) {
        const string &word = command[0];
        if (word == "UNDO") {
            if (!done.empty()) {
                reverse_change(text, done.back());
                undone.push_back(done.back());
                done.pop_back();
            }
        } else if (word == "REDO") {
            if (!undone.empty()) {
                apply_change(text, undone.back());
                done.push_back(undone.back());
                undone.pop_back();
            }
        } else {
            Change change;
            change.is_type = word == "TYPE";
            if (change.is_type) {
                change.letters = command[1];
            } else {
                size_t k = min((size_t)stoi(command[1]), text.size());
                change.letters = text.substr(text.size() - k);
            }
            apply_change(text, change);
            done.push_back(change);
            undone.clear(); // a new change forgets the cancelled ones
        }
    }
    return text;
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
