#include <cctype>
#include <iostream>
#include <string>
using namespace std;

const long long MOD = 1000000007LL;

// Recursive descent: the three parsing functions share the reading position pos.
class Parser {
public:
    explicit Parser(const string& text) : text(text) {}

    // expression = term, then any number of (+ or -) term
    long long expression() {
        long long value = term();
        while (peek() == '+' || peek() == '-') {
            char op = text[pos++];
            long long right = term();
            if (op == '+') value = (value + right) % MOD;
            else value = (value - right + MOD) % MOD;
        }
        return value;
    }

private:
    const string& text;
    size_t pos = 0;

    char peek() const { return pos < text.size() ? text[pos] : '\0'; }

    // term = factor, then any number of * factor
    long long term() {
        long long value = factor();
        while (peek() == '*') {
            pos++;
            value = value * factor() % MOD;
        }
        return value;
    }

    // factor = a number, or an expression in brackets
    long long factor() {
        if (peek() == '(') {
            pos++; // skip '('
            long long value = expression();
            pos++; // skip ')'
            return value;
        }
        long long value = 0;
        while (isdigit((unsigned char)peek())) value = value * 10 + (text[pos++] - '0');
        return value % MOD;
    }
};

long long evaluate(const string& expression) {
    Parser parser(expression);
    return parser.expression();
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string expression;
    if (!(cin >> expression)) return 1;
    cout << evaluate(expression) << "\n";
    return 0;
}
