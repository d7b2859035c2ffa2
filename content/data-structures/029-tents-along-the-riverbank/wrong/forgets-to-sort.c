/* Binary search and greedy test are right, but the greedy walks the pitches in the order they are listed
   instead of along the bank, and it only moves forward from the first listed pitch. */
#include <stdio.h>
#include <stdlib.h>

static int fits(const int *pitches, int n, int k, long long gap) {
    long long last = pitches[0];
    int placed = 1;
    for (int i = 1; i < n && placed < k; i++) {
        if (pitches[i] - last >= gap) {
            last = pitches[i];
            placed++;
        }
    }
    return placed >= k;
}

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    int *pitches = malloc(sizeof *pitches * (size_t)n);
    int lowest = 1000000000, highest = 0;
    for (int i = 0; i < n; i++) {
        scanf("%d", &pitches[i]);
        if (pitches[i] < lowest) lowest = pitches[i];
        if (pitches[i] > highest) highest = pitches[i];
    }
    long long low = 0, high = ((long long)highest - lowest) / (k - 1);
    while (low < high) {
        long long middle = (low + high + 1) / 2;
        if (fits(pitches, n, k, middle)) low = middle;
        else high = middle - 1;
    }
    printf("%lld\n", low);
    free(pitches);
    return 0;
}
