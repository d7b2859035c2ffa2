import sys
from collections import deque


def finishing_order(q, arrive, need):
    n = len(arrive)
    left = list(need)  # minutes each pot still needs
    line = deque()
    order = []
    now = 0
    next_in = 0  # the first student who has not walked in yet
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
        while next_in < n and arrive[next_in] <= now:
            line.append(next_in)
            next_in += 1
        if left[student] > 0:
            line.append(student)
        else:
            order.append(student + 1)
    return order


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    arrive = [int(x) for x in data[2:2 + 2 * n:2]]
    need = [int(x) for x in data[3:3 + 2 * n:2]]
    print(" ".join(map(str, finishing_order(q, arrive, need))))


main()
