#include <iostream>
#include <string>
#include <vector>
using namespace std;

struct Question {
    int r1, c1, r2, c2;
};

// grid[r][c] is the orchid count of row r + 1, column c + 1 (counted from 0 in the vectors).
// Return, for each question, the number of orchids in rows r1..r2 and columns c1..c2 (numbered from 1).
vector<int> answer_questions(const vector<vector<int>> &grid, const vector<Question> &questions) {
    return vector<int>(questions.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int R, C, q;
    if (!(cin >> R >> C >> q)) return 1;
    vector<vector<int>> grid(R, vector<int>(C));
    for (int r = 0; r < R; r++) {
        string line;
        cin >> line;
        for (int c = 0; c < C; c++) grid[r][c] = line[c] - '0';
    }
    vector<Question> questions(q);
    for (auto &question : questions) cin >> question.r1 >> question.c1 >> question.r2 >> question.c2;
    string out;
    for (int answer : answer_questions(grid, questions)) out += to_string(answer) + "\n";
    cout << out;
    return 0;
}
