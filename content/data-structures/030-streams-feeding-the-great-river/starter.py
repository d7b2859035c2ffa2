import sys


def mouth_flows(downstream, water, questions):
    # downstream[i] is the stream that stream i flows into (0 for the great river); water[i] is w[i].
    # Both lists are indexed from 1 (index 0 is unused). questions is the list of streams asked about.
    # Return a list with, for each question, the litres per second passing that stream's mouth.
    return [0] * len(questions)


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    downstream = [0] + [int(x) for x in data[2:2 + n]]
    water = [0] + [int(x) for x in data[2 + n:2 + 2 * n]]
    questions = [int(x) for x in data[2 + 2 * n:2 + 2 * n + q]]
    answers = mouth_flows(downstream, water, questions)
    sys.stdout.write("\n".join(map(str, answers)) + "\n")


main()
