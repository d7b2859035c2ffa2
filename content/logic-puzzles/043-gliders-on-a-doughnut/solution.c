#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Writes the board after t generations into out (r * c characters, row by row). The board is finite, so
   sooner or later it repeats a state; from then on it runs in a cycle. */
void board_after(int r, int c, long long t, const char *start, char *out) {
    int cells = r * c;
    int capacity = 64, count = 1;
    char *history = malloc((size_t)capacity * cells);
    memcpy(history, start, (size_t)cells);
    long long generation = 0;
    const char *answer = history;
    while (generation < t) {
        if (count == capacity) {
            capacity *= 2;
            history = realloc(history, (size_t)capacity * cells);
        }
        const char *old = history + (size_t)(count - 1) * cells;
        char *next = history + (size_t)count * cells;
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                int alive = 0;
                for (int di = -1; di <= 1; di++)
                    for (int dj = -1; dj <= 1; dj++)
                        if ((di || dj) && old[((i + di + r) % r) * c + (j + dj + c) % c] == '#') alive++;
                next[i * c + j] = alive == 3 || (alive == 2 && old[i * c + j] == '#') ? '#' : '.';
            }
        }
        generation++;
        int first = -1;
        for (int k = 0; k < count; k++) {
            if (memcmp(history + (size_t)k * cells, next, (size_t)cells) == 0) {
                first = k;
                break;
            }
        }
        if (first >= 0) { /* generation `first` == generation `generation`: a cycle */
            long long period = generation - first;
            answer = history + (size_t)(first + (t - generation) % period) * cells;
            break;
        }
        count++;
        answer = next;
    }
    memcpy(out, answer, (size_t)cells);
    free(history);
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
