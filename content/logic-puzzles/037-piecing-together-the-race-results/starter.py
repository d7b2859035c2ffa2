import sys


def race_result(n, facts):
    # facts[i] is (a, b): runner a finished ahead of runner b. Return the line to print: the only possible
    # finishing order (runner numbers separated by spaces), "CONTRADICTION", or "AMBIGUOUS p".
    return ""


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    facts = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print(race_result(n, facts))


main()
