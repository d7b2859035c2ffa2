# Sends the student coming off the wheel to the back of the line before the students who walk in in the
# very minute the turn ends.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    arrive = [int(x) for x in data[2:2 + 2 * n:2]]
    left = [int(x) for x in data[3:3 + 2 * n:2]]
    line = deque()
    order = []
    now, next_in = 0, 0
    while len(order) < n:
        if not line:
            now = max(now, arrive[next_in])
        while next_in < n and arrive[next_in] <= now:
            line.append(next_in)
            next_in += 1
        student = line.popleft()
        turn = min(q, left[student])
        now += turn
        left[student] -= turn
        while next_in < n and arrive[next_in] < now:
            line.append(next_in)
            next_in += 1
        if left[student] > 0:
            line.append(student)
        else:
            order.append(student + 1)
    print(" ".join(map(str, order)))


main()
