#include <stdbool.h>
#include <stdio.h>

#define ALL_DIGITS 0x3FE /* bits 1..9 */

static char board[9][16];
static int rows[9], cols[9], boxes[9]; /* bit d set = digit d already used there */
static int empty_row[81], empty_col[81], empty_count;

static int box_of(int r, int c) { return r / 3 * 3 + c / 3; }

static void swap_empty(int i, int j) {
    int r = empty_row[i], c = empty_col[i];
    empty_row[i] = empty_row[j];
    empty_col[i] = empty_col[j];
    empty_row[j] = r;
    empty_col[j] = c;
}

/* Fill empty cells filled.., always branching on the cell with the fewest candidates. */
static bool search(int filled) {
    if (filled == empty_count) return true;
    int best = filled, best_options = 0, best_count = 10;
    for (int i = filled; i < empty_count; i++) {
        int r = empty_row[i], c = empty_col[i];
        int options = ALL_DIGITS & ~(rows[r] | cols[c] | boxes[box_of(r, c)]);
        int count = __builtin_popcount((unsigned)options);
        if (count < best_count) {
            best = i;
            best_options = options;
            best_count = count;
            if (count <= 1) break;
        }
    }
    if (best_count == 0) return false; /* some cell has no digit left: undo */
    swap_empty(filled, best);
    int r = empty_row[filled], c = empty_col[filled], b = box_of(r, c);
    for (int options = best_options; options; options &= options - 1) {
        int bit = options & -options;
        rows[r] |= bit;
        cols[c] |= bit;
        boxes[b] |= bit;
        if (search(filled + 1)) {
            board[r][c] = (char)('0' + __builtin_ctz((unsigned)bit));
            return true;
        }
        rows[r] ^= bit;
        cols[c] ^= bit;
        boxes[b] ^= bit;
    }
    swap_empty(filled, best);
    return false;
}

void solve(char grid[9][16]) {
    for (int i = 0; i < 9; i++) rows[i] = cols[i] = boxes[i] = 0;
    empty_count = 0;
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) {
            board[r][c] = grid[r][c];
            if (grid[r][c] == '.') {
                empty_row[empty_count] = r;
                empty_col[empty_count++] = c;
            } else {
                int bit = 1 << (grid[r][c] - '0');
                rows[r] |= bit;
                cols[c] |= bit;
                boxes[box_of(r, c)] |= bit;
            }
        }
    }
    search(0);
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) grid[r][c] = board[r][c];
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int p = 0; p < t; p++) {
        char grid[9][16];
        for (int r = 0; r < 9; r++) scanf("%15s", grid[r]);
        solve(grid);
        for (int r = 0; r < 9; r++) printf("%s\n", grid[r]);
    }
    return 0;
}
