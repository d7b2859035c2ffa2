#include <stdio.h>
#include <stdlib.h>

static int compare(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

/* keys[i] for every setting of dials from..to-1: its clicks for every try, packed base length + 1.
   Returns how many keys were written. */
static int half_keys(int from, int to, int digits, int g, char guess[][12], long long *power, long long *keys) {
    int count = 1;
    keys[0] = 0;
    for (int dial = from; dial < to; dial++) {
        long long gain[10] = {0};
        for (int j = 0; j < g; j++) gain[guess[j][dial] - '0'] += power[j];
        /* extend every key by every digit of this dial, writing from the back so nothing is overwritten */
        for (int i = count - 1; i >= 0; i--)
            for (int d = digits - 1; d >= 0; d--) keys[i * digits + d] = keys[i] + gain[d];
        count *= digits;
    }
    return count;
}

/* The number of keys (sorted) that are at most value. */
static int first_above(const long long *keys, int count, long long value) {
    int low = 0, high = count;
    while (low < high) {
        int mid = (low + high) / 2;
        if (keys[mid] <= value) low = mid + 1;
        else high = mid;
    }
    return low;
}

/* Returns how many combinations give exactly clicks[j] clicks for every try guess[j]. */
long long possible_combinations(int length, int digits, int g, char guess[][12], const int *clicks) {
    /* Clicks add up dial by dial, so split the dials into a left half and a right half. A half-combination
       is summed up by its clicks for every try, packed into one number (base length + 1, one place per
       try; no place can overflow). A full combination fits when its halves' numbers add up to the
       notebook's clicks packed the same way. */
    long long power[10], target = 0;
    for (int j = 0; j < g; j++) {
        power[j] = j == 0 ? 1 : power[j - 1] * (length + 1);
        target += clicks[j] * power[j];
    }
    int middle = length / 2;
    long long *left = malloc(sizeof *left * 100000), *right = malloc(sizeof *right * 100000);
    int left_count = half_keys(0, middle, digits, g, guess, power, left);
    int right_count = half_keys(middle, length, digits, g, guess, power, right);
    qsort(left, (size_t)left_count, sizeof *left, compare);
    long long total = 0;
    for (int i = 0; i < right_count; i++) {
        long long want = target - right[i];
        total += first_above(left, left_count, want) - first_above(left, left_count, want - 1);
    }
    free(left);
    free(right);
    return total;
}

int main(void) {
    int length, digits, g;
    if (scanf("%d %d %d", &length, &digits, &g) != 3) return 1;
    char guess[10][12];
    int clicks[10];
    for (int j = 0; j < g; j++) scanf("%11s %d", guess[j], &clicks[j]);
    printf("%lld\n", possible_combinations(length, digits, g, guess, clicks));
    return 0;
}
