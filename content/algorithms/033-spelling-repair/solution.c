#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int min3(int a, int b, int c) {
    int m = a < b ? a : b;
    return m < c ? m : c;
}

int edit_distance(const char *s, const char *t) {
    int n = (int)strlen(s), m = (int)strlen(t);
    /* prev[j] and cur[j]: edits turning the first i-1 (resp. i) letters of s into the first j letters of t */
    int *prev = malloc(sizeof *prev * ((size_t)m + 1));
    int *cur = malloc(sizeof *cur * ((size_t)m + 1));
    for (int j = 0; j <= m; j++) prev[j] = j;
    for (int i = 1; i <= n; i++) {
        cur[0] = i;
        for (int j = 1; j <= m; j++) {
            if (s[i - 1] == t[j - 1]) cur[j] = prev[j - 1];
            else cur[j] = 1 + min3(prev[j - 1], prev[j], cur[j - 1]);
        }
        int *swap = prev;
        prev = cur;
        cur = swap;
    }
    int answer = prev[m];
    free(prev);
    free(cur);
    return answer;
}

int main(void) {
    static char s[1024], t[1024];
    if (scanf("%1023s %1023s", s, t) != 2) return 1;
    printf("%d\n", edit_distance(s, t));
    return 0;
}
