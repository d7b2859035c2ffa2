#include <array>
#include <iostream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// "Statement index has this value" (value false stands for NOT the statement).
struct Literal {
    int index;
    bool value;
};

// Tries every world (each of the at most 12 statements true or false) and keeps those where every rule
// and fact holds; a question is TRUE or FALSE when its statement takes one value in all of them.
vector<string> conclude(int n_words, const vector<pair<Literal, Literal>> &rules, const vector<Literal> &facts,
                        const vector<int> &questions) {
    auto holds = [](int world, Literal l) { return (((world >> l.index) & 1) == 1) == l.value; };
    vector<array<bool, 2>> ever(n_words, {false, false}); // ever[i][v]: statement i has value v in some world
    for (int world = 0; world < (1 << n_words); world++) {
        bool ok = true;
        for (const auto &[a, b] : rules)
            if (holds(world, a) && !holds(world, b)) ok = false;
        for (const Literal &fact : facts)
            if (!holds(world, fact)) ok = false;
        if (!ok) continue;
        for (int i = 0; i < n_words; i++) ever[i][(world >> i) & 1] = true;
    }
    vector<string> answers;
    for (int i : questions) answers.push_back(ever[i][0] && ever[i][1] ? "UNKNOWN" : ever[i][1] ? "TRUE" : "FALSE");
    return answers;
}

int main() {
    vector<string> words;
    auto word_index = [&](const string &word) {
        for (size_t i = 0; i < words.size(); i++)
            if (words[i] == word) return (int)i;
        words.push_back(word);
        return (int)words.size() - 1;
    };
    auto tokens_of = [](const string &line) {
        istringstream in(line);
        vector<string> tokens;
        for (string token; in >> token;) tokens.push_back(token);
        return tokens;
    };
    // A literal from the tokens starting at tokens[from]: a word, or NOT and a word.
    auto literal = [&](const vector<string> &tokens, size_t from) {
        if (tokens[from] == "NOT") return Literal{word_index(tokens[from + 1]), false};
        return Literal{word_index(tokens[from]), true};
    };
    string line;
    getline(cin, line);
    int r, f, q;
    istringstream(line) >> r >> f >> q;
    vector<pair<Literal, Literal>> rules;
    for (int i = 0; i < r; i++) {
        getline(cin, line);
        vector<string> tokens = tokens_of(line); // IF a THEN b
        size_t then = tokens[1] == "NOT" ? 3 : 2;
        Literal a = literal(tokens, 1);
        rules.push_back({a, literal(tokens, then + 1)});
    }
    vector<Literal> facts;
    for (int i = 0; i < f; i++) {
        getline(cin, line);
        facts.push_back(literal(tokens_of(line), 0));
    }
    vector<int> questions;
    for (int i = 0; i < q; i++) {
        getline(cin, line);
        questions.push_back(word_index(tokens_of(line)[0]));
    }
    for (const string &answer : conclude((int)words.size(), rules, facts, questions)) cout << answer << "\n";
    return 0;
}
