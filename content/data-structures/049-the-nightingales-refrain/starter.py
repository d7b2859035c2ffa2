import sys


def longest_refrain(song):
    # song is the nightingale's song as a string of lowercase letters, one letter per note. Return None if
    # no note is sung twice. Otherwise return (length, position): the length of the longest stretch of
    # consecutive notes that occurs at two or more different places in the song (they may overlap), and the
    # smallest position (counting from 1) at which a stretch of that length starts that occurs again
    # somewhere else.
    return None


def main():
    data = sys.stdin.read().split()
    song = data[1]
    answer = longest_refrain(song)
    print("NONE" if answer is None else f"{answer[0]} {answer[1]}")


main()
