#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_WORDS 2000
#define TABLE_SIZE 4096

static char words[MAX_WORDS][21];
static char keys[MAX_WORDS][21];
static int family_of[MAX_WORDS];
static int slot_word[TABLE_SIZE]; /* a word whose key fills the slot, or -1 */

static int compare_chars(const void *a, const void *b) {
    return *(const char *)a - *(const char *)b;
}

static unsigned hash_key(const char *key) {
    unsigned h = 5381;
    for (; *key; key++) h = h * 33u + (unsigned char)*key;
    return h;
}

/* Set family_of[i] to the family number of words[i] (families numbered from 0 in order of first
   appearance) and return the number of families. */
int anagram_families(int n) {
    int families = 0;
    for (int i = 0; i < TABLE_SIZE; i++) slot_word[i] = -1;
    for (int i = 0; i < n; i++) {
        strcpy(keys[i], words[i]);
        qsort(keys[i], strlen(keys[i]), 1, compare_chars);
        unsigned slot = hash_key(keys[i]) & (TABLE_SIZE - 1);
        while (slot_word[slot] != -1 && strcmp(keys[slot_word[slot]], keys[i]) != 0)
            slot = (slot + 1) & (TABLE_SIZE - 1);
        if (slot_word[slot] == -1) {
            slot_word[slot] = i;
            family_of[i] = families++;
        } else {
            family_of[i] = family_of[slot_word[slot]];
        }
    }
    return families;
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
