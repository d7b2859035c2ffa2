#include <stdbool.h>
#include <stdio.h>

/* Fill next[0..k-1] with the next k numbers and return true, or return false when no rule fits. */
bool continue_sequence(const long long *terms, int n, int k, long long *next) {
    (void)terms;
    (void)n;
    (void)k;
    (void)next;
    return false;
}

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    long long terms[20], next[10];
    for (int i = 0; i < n; i++) scanf("%lld", &terms[i]);
    if (continue_sequence(terms, n, k, next)) {
        for (int i = 0; i < k; i++) printf(i ? " %lld" : "%lld", next[i]);
        printf("\n");
    } else {
        printf("UNKNOWN\n");
    }
    return 0;
}
