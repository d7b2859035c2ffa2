import sys


def hands_angle(hours, minutes):
    # Return the smaller angle between the hands as text with one decimal digit, e.g. "90.0" or "7.5".
    return "0.0"


def main():
    text = sys.stdin.read().strip()
    hours, minutes = (int(part) for part in text.split(":"))
    print(hands_angle(hours, minutes))


main()
