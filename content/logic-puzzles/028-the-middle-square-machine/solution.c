#include <stdio.h>
#include <string.h>

static int first_seen[1000000]; /* turn at which a number was first shown, -1 if never */
static long long shown[1000001];

long long after_turns(int d, long long x, long long n) {
    long long keep = 1, drop = 1;
    for (int i = 0; i < d; i++) keep *= 10;
    for (int i = 0; i < d / 2; i++) drop *= 10;
    int count = 0;
    long long answer = -1;
    shown[count] = x;
    first_seen[x] = count++;
    while (count - 1 < n) {
        x = x * x / drop % keep;
        if (first_seen[x] >= 0) {
            /* Turns first_seen[x], first_seen[x] + 1, ... repeat with a loop of this length. */
            long long start = first_seen[x];
            long long loop = count - start;
            answer = shown[start + (n - start) % loop];
            break;
        }
        shown[count] = x;
        first_seen[x] = count++;
    }
    if (answer < 0) answer = shown[n];
    for (int i = 0; i < count; i++) first_seen[shown[i]] = -1; /* reset only what was used */
    return answer;
}

int main(void) {
    memset(first_seen, -1, sizeof first_seen);
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        int d;
        long long x, n;
        scanf("%d %lld %lld", &d, &x, &n);
        printf("%0*lld\n", d, after_turns(d, x, n));
    }
    return 0;
}
