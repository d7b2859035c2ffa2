import sys

# Treats every fourth year as a leap year, forgetting the rule for whole centuries.

NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def is_leap(year):
    return year % 4 == 0


def days_since_start(year, month, day):
    # Days from 1 January of year 1 (day 1) in the Gregorian calendar, counted all the way back.
    y = year - 1
    days = 365 * y + y // 4 - y // 100 + y // 400
    days += sum(MONTH_DAYS[:month - 1])
    if month > 2 and is_leap(year):
        days += 1
    return days + day


def weekday(year, month, day):
    length = 29 if month == 2 and is_leap(year) else MONTH_DAYS[month - 1]
    if day > length:
        return "INVALID"
    diff = days_since_start(year, month, day) - days_since_start(2000, 1, 1)
    return NAMES[(5 + diff) % 7]


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    out = []
    for text in data[1:1 + q]:
        year, month, day = map(int, text.split("-"))
        out.append(weekday(year, month, day))
    print("\n".join(out))


main()
