#include <iostream>
using namespace std;

// Return the smaller angle between the hands in HALF-degrees (7.5 degrees is 15), so it stays whole.
int hands_angle_halves(int hours, int minutes) {
    (void)hours;
    (void)minutes;
    return 0;
}

int main() {
    int hours, minutes;
    char colon;
    if (!(cin >> hours >> colon >> minutes)) return 1;
    int halves = hands_angle_halves(hours, minutes);
    cout << halves / 2 << '.' << (halves % 2 ? 5 : 0) << "\n";
    return 0;
}
