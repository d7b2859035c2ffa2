#include <algorithm>
#include <cstdlib>
#include <iostream>
using namespace std;

// Returns the smaller angle in half-degrees, so that every value stays a whole number: the minute hand
// turns 12 half-degrees a minute, the hour hand 60 half-degrees an hour plus 1 a minute.
int hands_angle_halves(int hours, int minutes) {
    int difference = abs(60 * (hours % 12) + minutes - 12 * minutes);
    return min(difference, 720 - difference);
}

int main() {
    int hours, minutes;
    char colon;
    if (!(cin >> hours >> colon >> minutes)) return 1;
    int halves = hands_angle_halves(hours, minutes);
    cout << halves / 2 << '.' << (halves % 2 ? 5 : 0) << "\n";
    return 0;
}
