import sys


def waiting_times(arrive, urgency, duration):
    # Patient i (from 0) arrives at arrive[i] with urgency[i] and needs duration[i] minutes.
    # Return a pair: the total waiting time, and the number (from 1) of the patient who waited longest
    # (the smallest number among ties).
    return 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    arrive = [int(x) for x in data[1:1 + 3 * n:3]]
    urgency = [int(x) for x in data[2:2 + 3 * n:3]]
    duration = [int(x) for x in data[3:3 + 3 * n:3]]
    total, patient = waiting_times(arrive, urgency, duration)
    print(total, patient)


main()
