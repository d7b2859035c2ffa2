import sys


def hands_angle(hours, minutes):
    # In half-degrees the hour hand stands at 60h + m and the minute hand at 12m: all whole numbers.
    difference = abs(60 * (hours % 12) + minutes - 12 * minutes)
    half_degrees = min(difference, 720 - difference)
    return f"{half_degrees // 2}.{5 if half_degrees % 2 else 0}"


def main():
    text = sys.stdin.read().strip()
    hours, minutes = (int(part) for part in text.split(":"))
    print(hands_angle(hours, minutes))


main()
