import sys


def find_wrong_bead(strip):
    # Return (position, letter): where the wrong bead is (counting from 1) and the letter that belongs there.
    return 0, "?"


def main():
    strip = sys.stdin.read().split()[0]
    position, letter = find_wrong_bead(strip)
    print(position, letter)


main()
