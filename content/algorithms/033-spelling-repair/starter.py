import sys


def edit_distance(s, t):
    # Return the smallest number of single-letter inserts, deletes and replacements that turn s into t.
    return -1


def main():
    s, t = sys.stdin.read().split()
    print(edit_distance(s, t))


main()
