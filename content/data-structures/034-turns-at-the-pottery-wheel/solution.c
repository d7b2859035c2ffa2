#include <stdio.h>
#include <stdlib.h>

/* Stores in order[0..n-1] the student numbers (from 1) in the order they finish. */
void finishing_order(int n, long long q, const long long *arrive, const long long *need, int *order) {
    long long *left = malloc(sizeof *left * (size_t)n); /* minutes each pot still needs */
    int *line = malloc(sizeof *line * (size_t)n);       /* a circular queue: a student is in it at most once */
    int front = 0, count = 0, finished = 0, next_in = 0;
    for (int i = 0; i < n; i++) left[i] = need[i];
    long long now = 0;
    while (finished < n) {
        if (count == 0 && arrive[next_in] > now) now = arrive[next_in];
        while (next_in < n && arrive[next_in] <= now) line[(front + count++) % n] = next_in++;
        int student = line[front];
        front = (front + 1) % n;
        count--;
        long long turn = left[student] < q ? left[student] : q;
        now += turn;
        left[student] -= turn;
        while (next_in < n && arrive[next_in] <= now) line[(front + count++) % n] = next_in++;
        if (left[student] > 0) line[(front + count++) % n] = student;
        else order[finished++] = student + 1;
    }
    free(left);
    free(line);
}

int main(void) {
    int n;
    long long q;
    if (scanf("%d %lld", &n, &q) != 2) return 1;
    long long *arrive = malloc(sizeof *arrive * (size_t)n);
    long long *need = malloc(sizeof *need * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &arrive[i], &need[i]);
    int *order = malloc(sizeof *order * (size_t)n);
    finishing_order(n, q, arrive, need, order);
    for (int i = 0; i < n; i++) printf(i + 1 < n ? "%d " : "%d\n", order[i]);
    free(arrive);
    free(need);
    free(order);
    return 0;
}
