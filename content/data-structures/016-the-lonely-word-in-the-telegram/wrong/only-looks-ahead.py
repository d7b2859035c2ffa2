import sys


# Takes the first word that does not appear again later, forgetting about earlier copies.
def key_word(words):
    for i, word in enumerate(words):
        if word not in words[i + 1:]:
            return word
    return "NONE"


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    print(key_word(data[1:1 + n]))


main()
