import sys


def merge(first, second):
    result = []
    i = j = 0
    while i < len(first) and j < len(second):
        if first[i] <= second[j]:
            result.append(first[i])
            i += 1
        else:
            result.append(second[j])
            j += 1
    result.extend(first[i:])
    result.extend(second[j:])
    return result


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    first = [int(v) for v in data[1:1 + n]]
    m = int(data[1 + n])
    second = [int(v) for v in data[2 + n:2 + n + m]]
    print(" ".join(map(str, merge(first, second))))


main()
