#include <stdio.h>
#include <stdlib.h>

/* Looks through the whole waiting room for the next patient: right, but when the doctor falls behind,
   the room holds up to n patients and the night costs about n * n / 2 steps. */
int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *arrive = malloc(sizeof *arrive * (size_t)n);
    int *urgency = malloc(sizeof *urgency * (size_t)n);
    int *duration = malloc(sizeof *duration * (size_t)n);
    int *room = malloc(sizeof *room * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d %d %d", &arrive[i], &urgency[i], &duration[i]);
    long long total_wait = 0, longest = -1, free_at = 0;
    int longest_patient = 0, next_in = 0, waiting = 0;
    for (int k = 0; k < n; k++) {
        if (waiting == 0 && arrive[next_in] > free_at) free_at = arrive[next_in];
        while (next_in < n && arrive[next_in] <= free_at) room[waiting++] = next_in++;
        int best = 0; /* the room stays in patient-number order */
        for (int j = 1; j < waiting; j++) {
            if (urgency[room[j]] > urgency[room[best]]) best = j;
        }
        int patient = room[best];
        for (int j = best; j + 1 < waiting; j++) room[j] = room[j + 1];
        waiting--;
        long long wait = free_at - arrive[patient];
        total_wait += wait;
        if (wait > longest || (wait == longest && patient + 1 < longest_patient)) {
            longest = wait;
            longest_patient = patient + 1;
        }
        free_at += duration[patient];
    }
    printf("%lld %d\n", total_wait, longest_patient);
    return 0;
}
