import sys


def run_tape(tokens):
    # tokens is a list of strings: "+", "-", "*", "/" or whole numbers such as "42".
    # Return the number left on the pile as a string, or "ERROR" for a faulty tape.
    return "ERROR"


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    print(run_tape(data[1:1 + n]))


main()
