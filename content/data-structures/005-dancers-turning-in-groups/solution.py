import sys


def turn_groups(dancers, k):
    line = list(dancers)
    for start in range(0, len(line) - k + 1, k):
        line[start:start + k] = reversed(line[start:start + k])
    return line


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    dancers = [int(v) for v in data[2:2 + n]]
    print(" ".join(map(str, turn_groups(dancers, k))))


main()
