import sys


def after_turns(row, turns):
    # Return the row on the board after the given number of turns.
    return ""


def main():
    data = sys.stdin.read().split()
    row, turns = data[0], int(data[1])
    print(after_turns(row, turns))


main()
