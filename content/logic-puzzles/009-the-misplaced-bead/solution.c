#include <stdio.h>
#include <string.h>

/* Return the wrong bead's position (counting from 1) and store the letter that belongs there in *letter. */
int find_wrong_bead(const char *strip, char *letter) {
    int n = (int)strlen(strip);
    for (int p = 1; 3 * p <= n; p++) {
        if (n % p != 0) continue;
        int mixed = -1, mixed_groups = 0;
        for (int start = 0; start < p; start++)
            for (int i = start + p; i < n; i += p)
                if (strip[i] != strip[start]) {
                    mixed_groups++;
                    mixed = start;
                    break;
                }
        if (mixed_groups != 1) continue;
        int counts[26] = {0}, kinds = 0;
        for (int i = mixed; i < n; i += p)
            if (counts[strip[i] - 'a']++ == 0) kinds++;
        if (kinds != 2) continue;
        int wrong = -1, right = -1;
        for (int c = 0; c < 26; c++) {
            if (counts[c] == 1 && wrong < 0) wrong = c;
            else if (counts[c] > 0) right = c;
        }
        if (wrong < 0 || counts[right] < 2) continue;
        for (int i = mixed; i < n; i += p)
            if (strip[i] - 'a' == wrong) {
                *letter = (char)('a' + right);
                return i + 1;
            }
    }
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
