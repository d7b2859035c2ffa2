import sys


def continue_sequence(terms, k):
    # Wrong: allows a factor rule with 0 in it, so 5, 0, 0 is continued with zeros.
    diffs = {terms[i + 1] - terms[i] for i in range(len(terms) - 1)}
    if len(diffs) == 1:
        d = diffs.pop()
        return [terms[-1] + d * (i + 1) for i in range(k)]
    if terms[0] == 0 or terms[1] % terms[0] != 0:
        return None
    r = terms[1] // terms[0]
    if any(terms[i + 1] != terms[i] * r for i in range(len(terms) - 1)):
        return None
    result = []
    last = terms[-1]
    for _ in range(k):
        last *= r
        result.append(last)
    return result


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    terms = [int(x) for x in data[2:2 + n]]
    answer = continue_sequence(terms, k)
    print("UNKNOWN" if answer is None else " ".join(map(str, answer)))


main()
