#include <stdio.h>
#include <string.h>

#define MAX_PATTERNS 1600

static int pattern_count = 0;
static char patterns_found[MAX_PATTERNS][16];

static void record_pattern(const char *pattern) {
    strcpy(patterns_found[pattern_count++], pattern);
}

/* pattern holds the first `length` lamps of a pattern of n lamps. */
static void build(char *pattern, int length, int n) {
    if (length == n) {
        pattern[length] = '\0';
        record_pattern(pattern);
        return;
    }
    pattern[length] = '0';
    build(pattern, length + 1, n);
    if (length == 0 || pattern[length - 1] == '0') {
        pattern[length] = '1';
        build(pattern, length + 1, n);
    }
}

void patterns(int n) {
    char pattern[16];
    build(pattern, 0, n);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    patterns(n);
    printf("%d\n", pattern_count);
    for (int i = 0; i < pattern_count; i++) printf("%s\n", patterns_found[i]);
    return 0;
}
