#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int start, end;
} Booking;

/* bookings holds the n bookings in no particular order (you may reorder them). Write the busy
   stretches into stretches[] from the earliest to the latest, and return how many there are. */
int busy_stretches(Booking *bookings, int n, Booking *stretches) {
    (void)bookings;
    (void)n;
    (void)stretches;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    Booking *bookings = malloc(sizeof *bookings * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d %d", &bookings[i].start, &bookings[i].end);
    Booking *stretches = malloc(sizeof *stretches * (size_t)n);
    int k = busy_stretches(bookings, n, stretches);
    printf("%d\n", k);
    for (int i = 0; i < k; i++) printf("%d %d\n", stretches[i].start, stretches[i].end);
    free(bookings);
    free(stretches);
    return 0;
}
