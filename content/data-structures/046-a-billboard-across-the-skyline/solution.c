#include <stdio.h>
#include <stdlib.h>

static long long read_ll(void) {
    int ch = getchar();
    long long value = 0;
    while (ch < '0' || ch > '9') ch = getchar();
    while (ch >= '0' && ch <= '9') {
        value = value * 10 + (ch - '0');
        ch = getchar();
    }
    return value;
}

int main(void) {
    int n = (int)read_ll();
    /* the stack: left edges and heights, heights strictly rising from bottom to top */
    long long *left = malloc(sizeof *left * (size_t)(n + 1));
    long long *top = malloc(sizeof *top * (size_t)(n + 1));
    int size = 0;
    long long x = 0, best = 0;
    for (int i = 0; i < n; i++) {
        long long w = read_ll(), h = read_ll();
        long long start = x;
        while (size > 0 && top[size - 1] >= h) {
            size--;
            long long area = top[size] * (x - left[size]);
            if (area > best) best = area;
            start = left[size];
        }
        left[size] = start;
        top[size] = h;
        size++;
        x += w;
    }
    for (int i = 0; i < size; i++) {
        long long area = top[i] * (x - left[i]);
        if (area > best) best = area;
    }
    printf("%lld\n", best);
    free(left);
    free(top);
    return 0;
}
