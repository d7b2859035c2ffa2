import sys


def board_after(r, c, t, rows):
    # The board is finite, so sooner or later it repeats a state; from then on it runs in a cycle.
    cells = r * c
    neighbours = []
    for i in range(r):
        for j in range(c):
            neighbours.append([((i + di) % r) * c + (j + dj) % c
                               for di in (-1, 0, 1) for dj in (-1, 0, 1) if di or dj])
    state = "".join(rows)
    history = [state]
    seen = {state: 0}
    generation = 0
    while generation < t:
        old = state
        new = []
        for k in range(cells):
            alive = 0
            for m in neighbours[k]:
                if old[m] == "#":
                    alive += 1
            new.append("#" if alive == 3 or (alive == 2 and old[k] == "#") else ".")
        state = "".join(new)
        generation += 1
        if state in seen:
            first = seen[state]  # generation `first` == generation `generation`: a cycle
            state = history[first + (t - generation) % (generation - first)]
            break
        seen[state] = generation
        history.append(state)
    return [state[i * c:(i + 1) * c] for i in range(r)]


def main():
    data = sys.stdin.read().split()
    r, c, t = int(data[0]), int(data[1]), int(data[2])
    rows = data[3:3 + r]
    print("\n".join(board_after(r, c, t, rows)))


main()
