import sys


def fewest_steps(rows):
    # rows[r][c] is "#" for a glowing tile and "." for a dark one.
    # Return the fewest steps that make every tile glow, or -1 when no set of steps does.
    return 0


def main():
    data = sys.stdin.read().split()
    height = int(data[0])
    print(fewest_steps(data[2:2 + height]))


main()
