#include <stdio.h>
#include <string.h>

/* Return the wrong bead's position (counting from 1) and store the letter that belongs there in *letter. */
int find_wrong_bead(const char *strip, char *letter) {
    (void)strip;
    *letter = '?';
    return 0;
}

int main(void) {
    static char strip[1001];
    if (scanf("%1000s", strip) != 1) return 1;
    char letter = '?';
    int position = find_wrong_bead(strip, &letter);
    printf("%d %c\n", position, letter);
    return 0;
}
