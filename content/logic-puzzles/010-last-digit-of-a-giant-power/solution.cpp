#include <iostream>
#include <string>
using namespace std;

// a and b are strings of decimal digits. Returns the last digit of a to the power b.
int last_digit(const string &a, const string &b) {
    int base = a.back() - '0';
    // The last digits of powers repeat with a cycle dividing 4, and b mod 4 depends on b's last two digits.
    int tail = b.back() - '0';
    if (b.size() >= 2) tail += 10 * (b[b.size() - 2] - '0');
    int exponent = tail % 4 == 0 ? 4 : tail % 4;
    int result = 1;
    for (int i = 0; i < exponent; i++) result = result * base % 10;
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    for (int i = 0; i < q; i++) {
        string a, b;
        cin >> a >> b;
        cout << last_digit(a, b) << "\n";
    }
    return 0;
}
