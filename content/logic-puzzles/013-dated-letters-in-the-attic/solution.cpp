#include <iostream>
#include <string>
using namespace std;

const char *NAMES[7] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
const int MONTH_DAYS[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

bool is_leap(int year) { return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0); }

// Days from 1 January of year 1 (day 1) in the Gregorian calendar, counted all the way back.
long long days_since_start(int year, int month, int day) {
    long long y = year - 1;
    long long days = 365 * y + y / 4 - y / 100 + y / 400;
    for (int m = 1; m < month; m++) days += MONTH_DAYS[m - 1];
    if (month > 2 && is_leap(year)) days++;
    return days + day;
}

// The weekday's name, or "INVALID" when the date does not exist.
string weekday(int year, int month, int day) {
    int length = month == 2 && is_leap(year) ? 29 : MONTH_DAYS[month - 1];
    if (day > length) return "INVALID";
    long long diff = days_since_start(year, month, day) - days_since_start(2000, 1, 1);
    return NAMES[((5 + diff) % 7 + 7) % 7]; // 1 January 2000 was a Saturday, NAMES[5]
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    for (int i = 0; i < q; i++) {
        int year, month, day;
        char dash;
        cin >> year >> dash >> month >> dash >> day;
        cout << weekday(year, month, day) << "\n";
    }
    return 0;
}
