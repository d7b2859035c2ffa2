#include <stdio.h>

#define MAX_MOVES 1024

static int move_count = 0;
static int move_disk[MAX_MOVES];
static char move_from[MAX_MOVES], move_to[MAX_MOVES];

/* Records one move: disk leaves peg from and goes to peg to. */
static void record_move(int disk, char from, char to) {
    move_disk[move_count] = disk;
    move_from[move_count] = from;
    move_to[move_count] = to;
    move_count++;
}

/* Call record_move, in order, for every move that carries the n smallest disks from peg source to peg target,
   using peg spare. */
void hanoi(int n, char source, char target, char spare) {
    (void)n;
    (void)source;
    (void)target;
    (void)spare;
    (void)record_move;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    hanoi(n, 'A', 'C', 'B');
    printf("%d\n", move_count);
    for (int i = 0; i < move_count; i++) printf("%d %c %c\n", move_disk[i], move_from[i], move_to[i]);
    return 0;
}
