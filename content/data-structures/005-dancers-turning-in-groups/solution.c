#include <stdio.h>
#include <stdlib.h>

/* Reverse, in place, every full group of k dancers counted from the front; a short last group stays. */
void turn_groups(int *dancers, int n, int k) {
    for (int start = 0; start + k <= n; start += k) {
        for (int left = start, right = start + k - 1; left < right; left++, right--) {
            int swap = dancers[left];
            dancers[left] = dancers[right];
            dancers[right] = swap;
        }
    }
}

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    int *dancers = malloc(sizeof *dancers * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &dancers[i]);
    turn_groups(dancers, n, k);
    for (int i = 0; i < n; i++) printf(i + 1 < n ? "%d " : "%d\n", dancers[i]);
    free(dancers);
    return 0;
}
