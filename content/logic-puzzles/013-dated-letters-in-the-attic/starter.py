import sys

NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def weekday(year, month, day):
    # Return the name of the day of the week of this date (e.g. "Sunday"), or "INVALID"
    # when the date does not exist. 1 January 2000 was a Saturday.
    return "Monday"


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    out = []
    for text in data[1:1 + q]:
        year, month, day = map(int, text.split("-"))
        out.append(weekday(year, month, day))
    print("\n".join(out))


main()
