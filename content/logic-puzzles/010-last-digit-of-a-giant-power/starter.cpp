#include <iostream>
#include <string>
using namespace std;

// a and b are strings of decimal digits. Return the last digit of a to the power b.
int last_digit(const string &a, const string &b) {
    (void)a;
    (void)b;
    return 0;
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
