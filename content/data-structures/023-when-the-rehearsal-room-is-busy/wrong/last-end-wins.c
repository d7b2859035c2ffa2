/* Sorts correctly, but when a booking joins the stretch it takes that booking's end as the stretch's end:
   a short booking inside a long one cuts the stretch short. */
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

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    Booking *bookings = malloc(sizeof *bookings * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d %d", &bookings[i].start, &bookings[i].end);
    qsort(bookings, (size_t)n, sizeof *bookings, by_start);
    Booking *stretches = malloc(sizeof *stretches * (size_t)n);
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (k > 0 && bookings[i].start <= stretches[k - 1].end) stretches[k - 1].end = bookings[i].end;
        else stretches[k++] = bookings[i];
    }
    printf("%d\n", k);
    for (int i = 0; i < k; i++) printf("%d %d\n", stretches[i].start, stretches[i].end);
    free(bookings);
    free(stretches);
    return 0;
}
