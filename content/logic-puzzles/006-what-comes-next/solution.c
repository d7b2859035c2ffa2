#include <stdbool.h>
#include <stdio.h>

/* Fill next[0..k-1] with the next k numbers and return true, or return false when no rule fits. */
bool continue_sequence(const long long *terms, int n, int k, long long *next) {
    bool step = true;
    long long d = terms[1] - terms[0];
    for (int i = 1; i + 1 < n; i++)
        if (terms[i + 1] - terms[i] != d) step = false;
    if (step) {
        for (int i = 0; i < k; i++) next[i] = terms[n - 1] + d * (i + 1);
        return true;
    }
    for (int i = 0; i < n; i++)
        if (terms[i] == 0) return false;
    if (terms[1] % terms[0] != 0) return false;
    long long r = terms[1] / terms[0];
    for (int i = 0; i + 1 < n; i++)
        if (terms[i + 1] != terms[i] * r) return false;
    long long last = terms[n - 1];
    for (int i = 0; i < k; i++) {
        last *= r;
        next[i] = last;
    }
    return true;
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
