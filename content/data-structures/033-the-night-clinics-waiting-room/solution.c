#include <stdio.h>
#include <stdlib.h>

static const int *urgency_of;

/* does patient x go before patient y? */
static int before(int x, int y) {
    if (urgency_of[x] != urgency_of[y]) return urgency_of[x] > urgency_of[y];
    return x < y;
}

/* a binary heap of patient numbers, the next patient to call at the top */
static int *heap;
static int heap_size = 0;

static void heap_push(int patient) {
    int i = heap_size++;
    while (i > 0 && before(patient, heap[(i - 1) / 2])) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = patient;
}

static int heap_pop(void) {
    int top = heap[0], last = heap[--heap_size], i = 0;
    for (;;) {
        int child = 2 * i + 1;
        if (child >= heap_size) break;
        if (child + 1 < heap_size && before(heap[child + 1], heap[child])) child++;
        if (!before(heap[child], last)) break;
        heap[i] = heap[child];
        i = child;
    }
    heap[i] = last;
    return top;
}

/* Returns the total waiting time; stores the number (from 1) of the longest waiter in *longest_patient. */
long long waiting_times(int n, const int *arrive, const int *urgency, const int *duration, int *longest_patient) {
    urgency_of = urgency;
    heap = malloc(sizeof *heap * (size_t)n);
    long long total_wait = 0, longest = -1, free_at = 0;
    int next_in = 0;
    for (int k = 0; k < n; k++) {
        if (heap_size == 0 && arrive[next_in] > free_at) free_at = arrive[next_in];
        while (next_in < n && arrive[next_in] <= free_at) heap_push(next_in++);
        int patient = heap_pop();
        long long wait = free_at - arrive[patient];
        total_wait += wait;
        if (wait > longest || (wait == longest && patient + 1 < *longest_patient)) {
            longest = wait;
            *longest_patient = patient + 1;
        }
        free_at += duration[patient];
    }
    free(heap);
    return total_wait;
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
