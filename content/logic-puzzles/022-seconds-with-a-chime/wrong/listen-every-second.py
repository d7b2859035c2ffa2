# Listens to the tower second by second: fine for a few thousand seconds, hopeless for 10^18.
import sys


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    bells = [int(x) for x in data[2:2 + k]]
    count = 0
    for second in range(1, n + 1):
        for a in bells:
            if second % a == 0:
                count += 1
                break
    print(count)


main()
