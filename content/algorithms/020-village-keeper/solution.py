import sys


def find_keeper(n, statements):
    trusted_by = [0] * (n + 1)
    trusts = [0] * (n + 1)
    for a, b in statements:
        trusts[a] += 1
        trusted_by[b] += 1
    for v in range(1, n + 1):
        if trusted_by[v] == n - 1 and trusts[v] == 0:
            return v
    return -1


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    statements = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print(find_keeper(n, statements))


main()
