import sys


def verdict(n, weighings):
    # weighings[j] is (left, right, result): the coins on each pan and "<", "=" or ">" (the left pan
    # lighter, balanced, heavier). Return the line to print: "INCONSISTENT", "AMBIGUOUS k", or the one
    # possible fake and "HEAVIER", "LIGHTER" or "EITHER", such as "3 LIGHTER".
    return ""


def main():
    data = sys.stdin.buffer.read().split()
    n, w = int(data[0]), int(data[1])
    weighings = []
    position = 2
    for _ in range(w):
        k = int(data[position])
        left = [int(x) for x in data[position + 1:position + 1 + k]]
        right = [int(x) for x in data[position + 1 + k:position + 1 + 2 * k]]
        result = data[position + 1 + 2 * k].decode()
        position += 2 + 2 * k
        weighings.append((left, right, result))
    print(verdict(n, weighings))


main()
