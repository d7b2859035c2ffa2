import sys
from heapq import heappop, heappush


def waiting_times(arrive, urgency, duration):
    n = len(arrive)
    waiting = []  # heap of keys: least urgent last, then by patient number
    total_wait, longest, longest_patient = 0, -1, 0
    next_in = 0  # the first patient not yet in the waiting room
    free_at = 0  # the minute the doctor is next free
    for _ in range(n):
        if not waiting and arrive[next_in] > free_at:
            free_at = arrive[next_in]
        while next_in < n and arrive[next_in] <= free_at:
            heappush(waiting, ((100 - urgency[next_in]) << 18) | next_in)
            next_in += 1
        patient = heappop(waiting) & ((1 << 18) - 1)
        wait = free_at - arrive[patient]
        total_wait += wait
        if wait > longest or (wait == longest and patient < longest_patient):
            longest, longest_patient = wait, patient
        free_at += duration[patient]
    return total_wait, longest_patient + 1


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    arrive = [int(x) for x in data[1:1 + 3 * n:3]]
    urgency = [int(x) for x in data[2:2 + 3 * n:3]]
    duration = [int(x) for x in data[3:3 + 3 * n:3]]
    total, patient = waiting_times(arrive, urgency, duration)
    print(total, patient)


main()
