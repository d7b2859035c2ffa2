import sys


def lever_plans(n, m, lamps, levers):
    # lamps[j] is "1" when lamp j starts lit; levers[i][j] is "1" when lever i toggles lamp j.
    # Return (count, pattern): count is the number of plans that turn every lamp off, modulo 1000000007
    # (0 when there are none); pattern is a string of n characters, "1" for a lever pulled in every plan,
    # "0" for one pulled in none, "?" for the others (it is ignored when count is 0).
    return 0, None


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    lamps = data[2]
    levers = data[3:3 + n]
    count, pattern = lever_plans(n, m, lamps, levers)
    print(count if count == 0 else f"{count}\n{pattern}")


main()
