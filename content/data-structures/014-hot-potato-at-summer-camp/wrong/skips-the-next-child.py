import sys


# After removing the child at index holder, moves the potato to index holder + 1, forgetting that the
# removal already shifted the next child into index holder: every later round starts one child too far.
def play(n, passes):
    circle = list(range(1, n + 1))
    order = []
    holder = 0
    for r, s in enumerate(passes):
        start = holder if r == 0 else holder + 1
        holder = (start + s) % len(circle)
        order.append(circle.pop(holder))
        holder %= len(circle)
    order.append(circle[0])
    return order


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    passes = [int(x) for x in data[1:n]]
    print(" ".join(map(str, play(n, passes))))


main()
