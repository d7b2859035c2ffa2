#include <stdio.h>
#include <stdlib.h>

/* Keeps the desk as an array ordered from least to most recently used and searches it from end to end
   for every request: right, but up to c steps per request, 2 * 10^10 in the worst case. */
int main(void) {
    int c, n;
    if (scanf("%d %d", &c, &n) != 2) return 1;
    int *desk = malloc(sizeof *desk * (size_t)c);
    int size = 0, hits = 0;
    for (int i = 0; i < n; i++) {
        int folder;
        scanf("%d", &folder);
        int at = -1;
        for (int k = 0; k < size; k++) {
            if (desk[k] == folder) {
                at = k;
                break;
            }
        }
        if (at >= 0) {
            hits++;
        } else if (size == c) {
            at = 0; /* the least recently used folder goes down */
        } else {
            at = size++;
        }
        for (int k = at; k + 1 < size; k++) desk[k] = desk[k + 1];
        desk[size - 1] = folder;
    }
    printf("%d %d\n", hits, n - hits);
    free(desk);
    return 0;
}
