# When the waiting room is empty, the doctor treats the next patient to walk in straight away, without
# noticing a more urgent patient who arrives in the same minute.
import sys
from heapq import heappop, heappush


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    arrive = [int(x) for x in data[1:1 + 3 * n:3]]
    urgency = [int(x) for x in data[2:2 + 3 * n:3]]
    duration = [int(x) for x in data[3:3 + 3 * n:3]]
    waiting = []
    total_wait, longest, longest_patient = 0, -1, 0
    next_in, free_at = 0, 0
    for _ in range(n):
        if not waiting and arrive[next_in] > free_at:
            free_at = arrive[next_in]
            patient = next_in
            next_in += 1
        else:
            while next_in < n and arrive[next_in] <= free_at:
                heappush(waiting, (-urgency[next_in], next_in))
                next_in += 1
            patient = heappop(waiting)[1]
        wait = free_at - arrive[patient]
        total_wait += wait
        if wait > longest or (wait == longest and patient < longest_patient):
            longest, longest_patient = wait, patient
        free_at += duration[patient]
    print(total_wait, longest_patient + 1)


main()
