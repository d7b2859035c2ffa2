/* Keeps how many pearls there are of each size and, for every request, counts up from size 1 until it has
   passed k pearls: right, but each request may walk through a million sizes. */
#include <stdio.h>

static int pearls[1000001];

int main(void) {
    int q, count = 0;
    if (scanf("%d", &q) != 1) return 0;
    for (int op = 0; op < q; op++) {
        char kind[2];
        int value;
        scanf("%1s %d", kind, &value);
        if (kind[0] == '+') {
            pearls[value]++;
            count++;
        } else if (kind[0] == '-') {
            pearls[value]--;
            count--;
        } else if (value > count) {
            printf("NONE\n");
        } else {
            int size = 0, seen = 0;
            while (seen < value) seen += pearls[++size];
            printf("%d\n", size);
        }
    }
    return 0;
}
