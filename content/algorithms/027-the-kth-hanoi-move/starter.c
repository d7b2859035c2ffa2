#include <stdio.h>

/* For step k of the shortest solution moving n disks from peg 'A' to peg 'C', store the disk that moves
   in *disk, the peg it leaves in *from and the peg it goes to in *to. */
void kth_move(int n, long long k, int *disk, char *from, char *to) {
    (void)n;
    (void)k;
    *disk = 0;
    *from = '?';
    *to = '?';
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
