#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int start, end;
} Booking;

static int by_start(const void *x, const void *y) {
    const Booking *a = x, *b = y;
    if (a->start != b->start) return (a->start > b->start) - (a->start < b->start);
    return (a->end > b->end) - (a->end < b->end);
}

/* Sorts the bookings, writes the busy stretches into stretches[] (earliest first) and returns how many. */
int busy_stretches(Booking *bookings, int n, Booking *stretches) {
    qsort(bookings, (size_t)n, sizeof *bookings, by_start);
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (k > 0 && bookings[i].start <= stretches[k - 1].end) {
            /* joins the current stretch; a booking inside it must not shorten it */
            if (bookings[i].end > stretches[k - 1].end) stretches[k - 1].end = bookings[i].end;
        } else {
            stretches[k++] = bookings[i];
        }
    }
    return k;
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
