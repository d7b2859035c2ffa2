#include <stdio.h>
#include <stdlib.h>

/* songs[0..n-1] holds the catalogue numbers in the order played. Return the length of the longest run of
   consecutive plays with no song twice, and store in *start_position the position (from 1) where the
   earliest such run begins. */
int longest_fresh_run(int n, const int *songs, int *start_position) {
    (void)n;
    (void)songs;
    *start_position = 0;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *songs = malloc(sizeof *songs * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &songs[i]);
    int start;
    int length = longest_fresh_run(n, songs, &start);
    printf("%d %d\n", length, start);
    free(songs);
    return 0;
}
