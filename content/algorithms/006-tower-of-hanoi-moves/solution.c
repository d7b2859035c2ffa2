#include <stdio.h>

#define MAX_MOVES 1024

static int move_count = 0;
static int move_disk[MAX_MOVES];
static char move_from[MAX_MOVES], move_to[MAX_MOVES];

static void record_move(int disk, char from, char to) {
    move_disk[move_count] = disk;
    move_from[move_count] = from;
    move_to[move_count] = to;
    move_count++;
}

void hanoi(int n, char source, char target, char spare) {
    if (n == 0) return;
    hanoi(n - 1, source, spare, target);
    record_move(n, source, target);
    hanoi(n - 1, spare, target, source);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    hanoi(n, 'A', 'C', 'B');
    printf("%d\n", move_count);
    for (int i = 0; i < move_count; i++) printf("%d %c %c\n", move_disk[i], move_from[i], move_to[i]);
    return 0;
}
