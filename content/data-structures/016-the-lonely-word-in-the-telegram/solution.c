#include <stdio.h>
#include <string.h>

#define MAX_WORDS 2000
#define TABLE_SIZE 4096

static char words[MAX_WORDS][21];
static int slot_word[TABLE_SIZE];  /* index of the word stored in each slot, or -1 */
static int slot_count[TABLE_SIZE];

static unsigned hash_word(const char *word) {
    unsigned h = 5381;
    for (; *word; word++) h = h * 33u + (unsigned char)*word;
    return h;
}

/* The slot of the table that holds word, or the empty slot where it belongs. */
static int find_slot(const char *word) {
    unsigned slot = hash_word(word) & (TABLE_SIZE - 1);
    while (slot_word[slot] != -1 && strcmp(words[slot_word[slot]], word) != 0)
        slot = (slot + 1) & (TABLE_SIZE - 1);
    return (int)slot;
}

/* Return the index of the first word that appears exactly once, or -1 if there is none. */
int key_word(int n) {
    for (int i = 0; i < TABLE_SIZE; i++) slot_word[i] = -1;
    for (int i = 0; i < n; i++) {
        int slot = find_slot(words[i]);
        if (slot_word[slot] == -1) slot_word[slot] = i;
        slot_count[slot]++;
    }
    for (int i = 0; i < n; i++)
        if (slot_count[find_slot(words[i])] == 1) return i;
    return -1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n; i++) scanf("%20s", words[i]);
    int answer = key_word(n);
    printf("%s\n", answer == -1 ? "NONE" : words[answer]);
    return 0;
}
