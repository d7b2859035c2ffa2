import sys


def continue_sequence(terms, k):
    # Return the next k numbers as a list, or None when the sequence follows neither rule.
    return None


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    terms = [int(x) for x in data[2:2 + n]]
    answer = continue_sequence(terms, k)
    print("UNKNOWN" if answer is None else " ".join(map(str, answer)))


main()
