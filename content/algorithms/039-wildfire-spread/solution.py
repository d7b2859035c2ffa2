import sys


def minutes_to_burn(grid):
    rows, cols = len(grid), len(grid[0])
    # Flatten the map into one list with a border of rock around it,
    # so that the four neighbours of a cell are simply cell - width, cell + width, cell - 1 and cell + 1.
    width = cols + 2
    field = list('#' * width + ''.join('#' + row + '#' for row in grid) + '#' * width)
    steps = (-width, width, -1, 1)
    frontier = [i for i, ch in enumerate(field) if ch == 'F']  # every fire burns at minute 0
    grass_left = field.count('.')
    minutes = 0
    while frontier and grass_left:
        # one minute: every cell on the frontier lights its grass neighbours
        lit = []
        for cell in frontier:
            for step in steps:
                nxt = cell + step
                if field[nxt] == '.':
                    field[nxt] = 'F'
                    lit.append(nxt)
        if not lit:
            break
        grass_left -= len(lit)
        minutes += 1
        frontier = lit
    return minutes if grass_left == 0 else -1


def main():
    data = sys.stdin.read().split()
    rows = int(data[0])
    grid = data[2:2 + rows]
    print(minutes_to_burn(grid))


main()
