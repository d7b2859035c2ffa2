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
    int R = (int)grid.size(), C = (int)grid[0].size();
    // table[r][c]: orchids in rows 1..r and columns 1..c; row 0 and column 0 are zeros.
    vector<vector<int>> table(R + 1, vector<int>(C + 1, 0));
    for (int r = 1; r <= R; r++)
        for (int c = 1; c <= C; c++)
            table[r][c] = grid[r - 1][c - 1] + table[r - 1][c] + table[r][c - 1] - table[r - 1][c - 1];
    vector<int> answers;
    answers.reserve(questions.size());
    for (const Question &x : questions)
        answers.push_back(table[x.r2][x.c2] - table[x.r1 - 1][x.c2] - table[x.r2][x.c1 - 1] +
                          table[x.r1 - 1][x.c1 - 1]);
    return answers;
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
