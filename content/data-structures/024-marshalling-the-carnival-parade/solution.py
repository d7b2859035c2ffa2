import sys


def final_parade(n, orders):
    # 0 stands before the first float and after the last one: the line is a circle through 0
    behind = list(range(1, n + 1)) + [0]  # behind[x]: the float directly behind x
    front_of = [n] + list(range(0, n))  # front_of[x]: the float directly in front of x
    for a, b in orders:
        if front_of[a] == b:
            continue
        # pull a out: its neighbours close the gap
        before, after = front_of[a], behind[a]
        behind[before] = after
        front_of[after] = before
        # cut a in behind b
        after = behind[b]
        behind[b] = a
        front_of[a] = b
        behind[a] = after
        front_of[after] = a
    order = []
    x = behind[0]
    while x != 0:
        order.append(x)
        x = behind[x]
    return order


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    numbers = map(int, data[2:2 + 2 * q])
    orders = list(zip(numbers, numbers))  # (a, b) pairs
    print(" ".join(map(str, final_parade(n, orders))))


main()
