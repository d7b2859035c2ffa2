#include <stdio.h>

/* Store in *digit the digit at position k of 123456789101112... and in *number the number it belongs to. */
void locate(long long k, int *digit, long long *number) {
    (void)k;
    *digit = 0;
    *number = 0;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        long long k, number;
        int digit;
        scanf("%lld", &k);
        locate(k, &digit, &number);
        printf("%d %lld\n", digit, number);
    }
    return 0;
}
