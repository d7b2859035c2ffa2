import sys


def verdict(n, weighings):
    # Coin i can be a heavier fake only if it sat on the heavier pan in every weighing that tipped and on
    # no pan of a weighing that balanced; likewise for a lighter fake.
    tipped = 0
    on_heavier = [0] * (n + 1)
    on_lighter = [0] * (n + 1)
    balanced = [False] * (n + 1)
    for left, right, result in weighings:
        if result == "=":
            for coin in left + right:
                balanced[coin] = True
            continue
        tipped += 1
        heavier, lighter = (left, right) if result == ">" else (right, left)
        for coin in heavier:
            on_heavier[coin] += 1
        for coin in lighter:
            on_lighter[coin] += 1
    suspects = []
    for coin in range(1, n + 1):
        if balanced[coin]:
            continue
        can_be_heavier = on_heavier[coin] == tipped
        can_be_lighter = on_lighter[coin] == tipped
        if can_be_heavier or can_be_lighter:
            suspects.append((coin, can_be_heavier, can_be_lighter))
    if not suspects:
        return "INCONSISTENT"
    if len(suspects) > 1:
        return f"AMBIGUOUS {len(suspects)}"
    coin, can_be_heavier, can_be_lighter = suspects[0]
    return f"{coin} {'EITHER' if can_be_heavier and can_be_lighter else 'HEAVIER' if can_be_heavier else 'LIGHTER'}"


def main():
    data = sys.stdin.buffer.read().split()
    n, w = int(data[0]), int(data[1])
    weighings = []
    position = 2
    for _ in range(w):
        k = int(data[position])
        left = [int(x) for x in data[position + 1:position + 1 + k]]
        right = [int(x) for x in data[position + 1 + k:position + 1 + 2 * k]]
        result = data[position + 1 + 2 * k].decode()
        position += 2 + 2 * k
        weighings.append((left, right, result))
    print(verdict(n, weighings))


main()
