#include <stdio.h>
#include <stdlib.h>

/* kinds[i] is '+' (a pearl of size values[i] goes into the chest), '-' (one pearl of size values[i] is
   sold) or '?' (a buyer asks for the values[i]-th smallest pearl). For each '?', in order, write the size of
   that pearl into answers[], or -1 if the chest holds fewer pearls; return how many answers you wrote. */
int answer_requests(int q, const char *kinds, const int *values, int *answers) {
    int written = 0;
    for (int i = 0; i < q; i++)
        if (kinds[i] == '?') answers[written++] = -1;
    (void)values;
    return written;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    char *kinds = malloc((size_t)q + 1);
    int *values = malloc(sizeof *values * (size_t)q);
    int *answers = malloc(sizeof *answers * (size_t)q);
    for (int i = 0; i < q; i++) {
        char kind[2];
        scanf("%1s %d", kind, &values[i]);
        kinds[i] = kind[0];
    }
    int count = answer_requests(q, kinds, values, answers);
    for (int i = 0; i < count; i++) {
        if (answers[i] < 0) printf("NONE\n");
        else printf("%d\n", answers[i]);
    }
    free(kinds);
    free(values);
    free(answers);
    return 0;
}
