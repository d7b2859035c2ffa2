#include <stdio.h>
#include <string.h>

#define MAX_GROUPS 1024

static int group_count = 0;
static char groups[MAX_GROUPS][12];

/* Records one group (a string of at most 10 letters). */
static void record_group(const char *group) {
    strcpy(groups[group_count++], group);
}

/* Call record_group for every non-empty group of the n letters, each written in alphabetical order,
   in dictionary order. You may reorder letters. */
void selections(char *letters, int n) {
    (void)letters;
    (void)n;
    (void)record_group;
}

int main(void) {
    char letters[16];
    if (scanf("%15s", letters) != 1) return 1;
    selections(letters, (int)strlen(letters));
    for (int i = 0; i < group_count; i++) printf("%s\n", groups[i]);
    return 0;
}
