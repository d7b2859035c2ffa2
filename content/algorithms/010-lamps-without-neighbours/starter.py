import sys


def patterns(n):
    # Return the list of every allowed pattern of n lamps (strings of 0 and 1 with no "11"),
    # in dictionary order.
    return []


def main():
    n = int(sys.stdin.read().split()[0])
    result = patterns(n)
    print("\n".join([str(len(result))] + result))


main()
