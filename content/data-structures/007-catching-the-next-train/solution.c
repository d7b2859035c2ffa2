#include <stdio.h>
#include <stdlib.h>

/* Index (from 0) of the first departure >= minute, or n when there is none. */
int first_at_or_after(const int *departures, int n, int minute) {
    int low = 0, high = n;
    while (low < high) {
        int middle = low + (high - low) / 2;
        if (departures[middle] < minute) low = middle + 1;
        else high = middle;
    }
    return low;
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    int *departures = malloc(sizeof *departures * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &departures[i]);
    for (int j = 0; j < q; j++) {
        int minute;
        scanf("%d", &minute);
        int index = first_at_or_after(departures, n, minute);
        if (index == n) puts("NONE");
        else printf("%d\n", index + 1);
    }
    free(departures);
    return 0;
}
