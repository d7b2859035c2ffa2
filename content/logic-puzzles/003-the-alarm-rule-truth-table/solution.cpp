#include <iostream>
#include <string>
#include <vector>
using namespace std;

// The formula's value when the sensors are p, q and r: postfix evaluation with a stack.
bool evaluate(const vector<string> &tokens, bool p, bool q, bool r) {
    vector<bool> stack;
    for (const string &text : tokens) {
        char token = text[0];
        if (token == 'p') stack.push_back(p);
        else if (token == 'q') stack.push_back(q);
        else if (token == 'r') stack.push_back(r);
        else if (token == '!') stack.back() = !stack.back();
        else {
            bool right = stack.back();
            stack.pop_back();
            bool left = stack.back();
            stack.pop_back();
            bool value = false;
            switch (token) {
                case '&': value = left && right; break;
                case '|': value = left || right; break;
                case '^': value = left != right; break;
                case '>': value = !left || right; break;
                case '=': value = left == right; break;
            }
            stack.push_back(value);
        }
    }
    return stack.back();
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    vector<string> tokens;
    string token;
    while (cin >> token) tokens.push_back(token);
    int trues = 0;
    string row;
    for (int i = 0; i < 8; i++) {
        bool value = evaluate(tokens, i & 4, i & 2, i & 1);
        trues += value;
        row += value ? 'T' : 'F';
    }
    cout << row << "\n" << (trues == 8 ? "ALWAYS" : trues == 0 ? "NEVER" : "SOMETIMES") << "\n";
    return 0;
}
