#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int start, end;
} Sighting;

static int by_start(const void *a, const void *b) {
    return ((const Sighting *)a)->start - ((const Sighting *)b)->start;
}

/* Returns 1 when the sightings cover every moment from s to e (minutes since midnight), both ends included. */
int is_cleared(int s, int e, Sighting *sightings, int m) {
    qsort(sightings, m, sizeof(Sighting), by_start);
    int reach = s;
    for (int i = 0; i < m; i++) {
        if (sightings[i].start > reach) break;
        if (sightings[i].end > reach) reach = sightings[i].end;
    }
    return reach >= e;
}

int main(void) {
    int sh, sm, eh, em, n;
    if (scanf("%d:%d %d:%d %d", &sh, &sm, &eh, &em, &n) != 5) return 1;
    int s = sh * 60 + sm, e = eh * 60 + em;
    int printed = 0;
    for (int i = 0; i < n; i++) {
        char name[32];
        int m;
        if (scanf("%31s %d", name, &m) != 2) return 1;
        Sighting sightings[20];
        for (int j = 0; j < m; j++) {
            int ah, am, bh, bm;
            if (scanf("%d:%d-%d:%d", &ah, &am, &bh, &bm) != 4) return 1;
            sightings[j].start = ah * 60 + am;
            sightings[j].end = bh * 60 + bm;
        }
        if (!is_cleared(s, e, sightings, m)) {
            printf(printed ? " %s" : "%s", name);
            printed = 1;
        }
    }
    printf(printed ? "\n" : "NONE\n");
    return 0;
}
