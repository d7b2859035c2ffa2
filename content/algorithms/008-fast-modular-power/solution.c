#include <stdio.h>

long long power(long long a, long long b, long long m) {
    if (b == 0) return 1 % m;
    long long half = power(a, b / 2, m);
    long long result = half * half % m;
    if (b % 2 == 1) result = result * (a % m) % m;
    return result;
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int q = 0; q < t; q++) {
        long long a, b, m;
        scanf("%lld %lld %lld", &a, &b, &m);
        printf("%lld\n", power(a, b, m));
    }
    return 0;
}
