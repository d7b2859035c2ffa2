#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

void direct_flights(int n, int m, const int *u, const int *v, int q, const int *qa, const int *qb, bool *answer) {
    /* adjacency matrix: linked[a * (n + 1) + b] is true when a direct flight joins a and b */
    bool *linked = calloc((size_t)(n + 1) * (size_t)(n + 1), sizeof *linked);
    for (int j = 0; j < m; j++) {
        linked[u[j] * (n + 1) + v[j]] = true;
        linked[v[j] * (n + 1) + u[j]] = true;
    }
    for (int i = 0; i < q; i++) answer[i] = linked[qa[i] * (n + 1) + qb[i]];
    free(linked);
}

int main(void) {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 1;
    int *u = malloc(sizeof *u * ((size_t)m + 1));
    int *v = malloc(sizeof *v * ((size_t)m + 1));
    for (int j = 0; j < m; j++) scanf("%d %d", &u[j], &v[j]);
    int *qa = malloc(sizeof *qa * (size_t)q);
    int *qb = malloc(sizeof *qb * (size_t)q);
    for (int i = 0; i < q; i++) scanf("%d %d", &qa[i], &qb[i]);
    bool *answer = malloc(sizeof *answer * (size_t)q);
    direct_flights(n, m, u, v, q, qa, qb, answer);
    for (int i = 0; i < q; i++) puts(answer[i] ? "YES" : "NO");
    free(u);
    free(v);
    free(qa);
    free(qb);
    free(answer);
    return 0;
}
