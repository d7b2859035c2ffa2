#include <stdio.h>
#include <stdlib.h>

/* Searches for the first departure after the minute, then steps back one train when that one leaves
   exactly at the minute: among several trains leaving in that minute it picks the last, not the first. */
int first_at_or_after(const int *departures, int n, int minute) {
    int low = 0, high = n;
    while (low < high) {
        int middle = low + (high - low) / 2;
        if (departures[middle] <= minute) low = middle + 1;
        else high = middle;
    }
    if (low > 0 && departures[low - 1] == minute) return low - 1;
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
