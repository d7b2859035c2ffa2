#include <stdio.h>
#include <stdlib.h>

static int compare(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

/* Writes the sums of all 2^count subsets of values into sums (recursively: skip or take values[0]). */
static void subset_sums(const long long *values, int count, long long sum, long long **out) {
    if (count == 0) {
        *(*out)++ = sum;
        return;
    }
    subset_sums(values + 1, count - 1, sum, out);
    subset_sums(values + 1, count - 1, sum + values[0], out);
}

long long count_sets(const long long *values, int n, long long target) {
    int half = n / 2, rest = n - half;
    size_t left_size = (size_t)1 << half, right_size = (size_t)1 << rest;
    long long *left = malloc(sizeof *left * left_size), *right = malloc(sizeof *right * right_size);
    long long *cursor = left;
    subset_sums(values, half, 0, &cursor);
    cursor = right;
    subset_sums(values + half, rest, 0, &cursor);
    qsort(left, left_size, sizeof *left, compare);
    qsort(right, right_size, sizeof *right, compare);
    /* Two pointers: left ascending, right descending, looking for left[i] + right[j] == target. */
    long long sets = 0;
    size_t i = 0, j = right_size;
    while (i < left_size && j > 0) {
        long long sum = left[i] + right[j - 1];
        if (sum < target) {
            i++;
        } else if (sum > target) {
            j--;
        } else {
            size_t i_end = i, j_start = j - 1;
            while (i_end < left_size && left[i_end] == left[i]) i_end++;
            while (j_start > 0 && right[j_start - 1] == right[j - 1]) j_start--;
            sets += (long long)(i_end - i) * (long long)(j - j_start);
            i = i_end;
            j = j_start;
        }
    }
    free(left);
    free(right);
    if (target == 0) sets--; /* the empty set was counted */
    return sets;
}

int main(void) {
    int n;
    long long target, values[36];
    if (scanf("%d %lld", &n, &target) != 2) return 1;
    for (int i = 0; i < n; i++) scanf("%lld", &values[i]);
    printf("%lld\n", count_sets(values, n, target));
    return 0;
}
