#include <stdio.h>
#include <stdlib.h>

/* Return the smallest total cost of cutting a log of length len at the n marks marks[0..n-1] (unsorted). */
long long cheapest_cutting(long long len, int n, const long long *marks) {
    (void)len;
    (void)n;
    (void)marks;
    return 0;
}

int main(void) {
    long long len;
    int n;
    if (scanf("%lld %d", &len, &n) != 2) return 1;
    long long *marks = malloc(sizeof *marks * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &marks[i]);
    printf("%lld\n", cheapest_cutting(len, n, marks));
    free(marks);
    return 0;
}
