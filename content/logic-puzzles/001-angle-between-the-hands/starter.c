#include <stdio.h>

/* Return the smaller angle between the hands in HALF-degrees (7.5 degrees is 15), so it stays whole. */
int hands_angle_halves(int hours, int minutes) {
    (void)hours;
    (void)minutes;
    return 0;
}

int main(void) {
    int hours, minutes;
    if (scanf("%d:%d", &hours, &minutes) != 2) return 1;
    int halves = hands_angle_halves(hours, minutes);
    printf("%d.%d\n", halves / 2, halves % 2 ? 5 : 0);
    return 0;
}
