#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_GROUPS 1024

static int group_count = 0;
static char groups[MAX_GROUPS][12];

static void record_group(const char *group) {
    strcpy(groups[group_count++], group);
}

static int compare_chars(const void *a, const void *b) {
    return *(const char *)a - *(const char *)b;
}

/* prefix holds `length` letters; try each letter from `start` on as the next one. */
static void extend(const char *letters, int n, char *prefix, int length, int start) {
    for (int i = start; i < n; i++) {
        prefix[length] = letters[i];
        prefix[length + 1] = '\0';
        record_group(prefix);
        extend(letters, n, prefix, length + 1, i + 1);
    }
    prefix[length] = '\0';
}

void selections(char *letters, int n) {
    qsort(letters, (size_t)n, 1, compare_chars);
    char prefix[12] = "";
    extend(letters, n, prefix, 0, 0);
}

int main(void) {
    char letters[16];
    if (scanf("%15s", letters) != 1) return 1;
    selections(letters, (int)strlen(letters));
    for (int i = 0; i < group_count; i++) printf("%s\n", groups[i]);
    return 0;
}
