import sys
from collections import Counter


def key_word(words):
    counts = Counter(words)
    for word in words:
        if counts[word] == 1:
            return word
    return "NONE"


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    print(key_word(data[1:1 + n]))


main()
