#include <stdio.h>

static void move_in(int n, long long k, char source, char target, char spare, int *disk, char *from, char *to) {
    long long half = 1LL << (n - 1); /* step number of disk n's own move */
    if (k == half) {
        *disk = n;
        *from = source;
        *to = target;
    } else if (k < half) {
        move_in(n - 1, k, source, spare, target, disk, from, to);
    } else {
        move_in(n - 1, k - half, spare, target, source, disk, from, to);
    }
}

void kth_move(int n, long long k, int *disk, char *from, char *to) {
    move_in(n, k, 'A', 'C', 'B', disk, from, to);
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        int n, disk;
        long long k;
        char from, to;
        scanf("%d %lld", &n, &k);
        kth_move(n, k, &disk, &from, &to);
        printf("%d %c %c\n", disk, from, to);
    }
    return 0;
}
