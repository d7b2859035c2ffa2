import sys


def lanterns_after(n, t, lit):
    # lit is a string of n characters, the lanterns in order around the ring: "1" lit, "0" dark.
    # Return the lanterns after t minutes, in the same form.
    return lit


def main():
    data = sys.stdin.read().split()
    n, t = int(data[0]), int(data[1])
    print(lanterns_after(n, t, data[2]))


main()
