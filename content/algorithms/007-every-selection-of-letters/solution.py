import sys


def selections(letters):
    letters = sorted(letters)
    result = []

    def extend(prefix, start):
        for i in range(start, len(letters)):
            group = prefix + letters[i]
            result.append(group)
            extend(group, i + 1)

    extend("", 0)
    return result


def main():
    letters = sys.stdin.read().split()[0]
    print("\n".join(selections(letters)))


main()
