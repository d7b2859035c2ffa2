#include <stdio.h>
#include <stdlib.h>

/* song[0..n-1] is the nightingale's song, one lowercase letter per note. Return 0 if no note is sung twice.
   Otherwise return the length of the longest stretch of consecutive notes that occurs at two or more
   different places in the song (they may overlap), and set *position to the smallest position (counting
   from 1) at which a stretch of that length starts that occurs again somewhere else. */
int longest_refrain(int n, const char *song, int *position) {
    (void)n;
    (void)song;
    *position = 0;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    char *song = malloc((size_t)n + 2);
    scanf("%s", song);
    int position;
    int length = longest_refrain(n, song, &position);
    if (length == 0) printf("NONE\n");
    else printf("%d %d\n", length, position);
    free(song);
    return 0;
}
