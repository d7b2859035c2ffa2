#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_WORDS 2000

static char words[MAX_WORDS][21];
static int family_of[MAX_WORDS];

/* words[0..n-1] hold the notebook. Set family_of[i] to the family number of words[i], numbering the
   families from 0 in the order their first word appears, and return the number of families. */
int anagram_families(int n) {
    for (int i = 0; i < n; i++) family_of[i] = i;
    return n;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n; i++) scanf("%20s", words[i]);
    int families = anagram_families(n);
    printf("%d\n", families);
    /* Words of each family in input order; the families numbered in order of first appearance. */
    int *next = malloc(sizeof *next * (size_t)n);
    int *head = malloc(sizeof *head * (size_t)families);
    int *tail = malloc(sizeof *tail * (size_t)families);
    for (int f = 0; f < families; f++) head[f] = tail[f] = -1;
    for (int i = 0; i < n; i++) {
        int f = family_of[i];
        next[i] = -1;
        if (head[f] == -1) head[f] = i;
        else next[tail[f]] = i;
        tail[f] = i;
    }
    for (int f = 0; f < families; f++)
        for (int i = head[f]; i != -1; i = next[i]) printf(next[i] == -1 ? "%s\n" : "%s ", words[i]);
    free(next);
    free(head);
    free(tail);
    return 0;
}
