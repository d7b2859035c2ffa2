import sys


def after_turns(row, turns):
    for _ in range(turns):
        said = []
        i = 0
        while i < len(row):
            j = i
            while j < len(row) and row[j] == row[i]:
                j += 1
            said.append(str(j - i) + row[i])
            i = j
        row = "".join(said)
    return row


def main():
    data = sys.stdin.read().split()
    row, turns = data[0], int(data[1])
    print(after_turns(row, turns))


main()
