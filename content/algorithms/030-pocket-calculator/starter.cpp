#include <iostream>
#include <string>
using namespace std;

// Return the value of the expression (a string such as "2*(3+4)-5") modulo 1000000007,
// as a number from 0 to 1000000006.
long long evaluate(const string& expression) {
    (void)expression;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string expression;
    if (!(cin >> expression)) return 1;
    cout << evaluate(expression) << "\n";
    return 0;
}
