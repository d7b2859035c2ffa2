#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* start holds the board row by row: r * c characters, '#' for a live cell and '.' for an empty one.
   Write the board after t generations into out, in the same form. */
void board_after(int r, int c, long long t, const char *start, char *out) {
    (void)t;
    memcpy(out, start, (size_t)r * c);
}

int main(void) {
    int r, c;
    long long t;
    if (scanf("%d %d %lld", &r, &c, &t) != 3) return 1;
    char *start = malloc((size_t)r * c + 1), *out = malloc((size_t)r * c + 1);
    char row[64];
    for (int i = 0; i < r; i++) {
        if (scanf("%63s", row) != 1) return 1;
        memcpy(start + i * c, row, (size_t)c);
    }
    board_after(r, c, t, start, out);
    for (int i = 0; i < r; i++) printf("%.*s\n", c, out + i * c);
    free(start);
    free(out);
    return 0;
}
