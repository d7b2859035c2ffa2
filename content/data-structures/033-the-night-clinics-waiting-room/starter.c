#include <stdio.h>
#include <stdlib.h>

/* Patient i (from 0) arrives at arrive[i] with urgency[i] and needs duration[i] minutes. Return the total
   waiting time, and store in *longest_patient the number (from 1) of the patient who waited longest (the
   smallest number among ties). */
long long waiting_times(int n, const int *arrive, const int *urgency, const int *duration, int *longest_patient) {
    (void)n;
    (void)arrive;
    (void)urgency;
    (void)duration;
    *longest_patient = 0;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *arrive = malloc(sizeof *arrive * (size_t)n);
    int *urgency = malloc(sizeof *urgency * (size_t)n);
    int *duration = malloc(sizeof *duration * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d %d %d", &arrive[i], &urgency[i], &duration[i]);
    int patient = 0;
    long long total = waiting_times(n, arrive, urgency, duration, &patient);
    printf("%lld %d\n", total, patient);
    free(arrive);
    free(urgency);
    free(duration);
    return 0;
}
