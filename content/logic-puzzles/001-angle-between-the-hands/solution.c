#include <stdio.h>
#include <stdlib.h>

/* Returns the smaller angle in half-degrees, so that every value stays a whole number. */
int hands_angle_halves(int hours, int minutes) {
    int difference = abs(60 * (hours % 12) + minutes - 12 * minutes);
    return difference < 720 - difference ? difference : 720 - difference;
}

int main(void) {
    int hours, minutes;
    if (scanf("%d:%d", &hours, &minutes) != 2) return 1;
    int halves = hands_angle_halves(hours, minutes);
    printf("%d.%d\n", halves / 2, halves % 2 ? 5 : 0);
    return 0;
}
