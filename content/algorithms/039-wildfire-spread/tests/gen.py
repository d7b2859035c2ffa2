import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def graph(n, edges):
    return f"{n} {len(edges)}\n" + "\n".join(line(edge) for edge in edges)


def tree(nodes):
    """Edges of a random tree over the given nodes (each joins a node to an earlier one)."""
    return [(nodes[i], nodes[rng.randrange(i)]) for i in range(1, len(nodes))]


R = C = 500


def show(grid):
    return f"{R} {C}\n" + "\n".join("".join(row) for row in grid)


def one_corner_fire():
    grid = [["."] * C for _ in range(R)]
    grid[0][0] = "F"
    return show(grid)


def winding_path():
    # Walls on every odd row with a gap at alternating ends: the fire snakes through the whole map.
    grid = [["."] * C for _ in range(R)]
    for r in range(1, R, 2):
        grid[r] = ["#"] * C
        grid[r][C - 1 if r % 4 == 1 else 0] = "."
    grid[0][0] = "F"
    return show(grid)


def burn_reachable_only(grid):
    """Walls over grass no fire can reach, so the answer is a time, not -1."""
    seen = [[False] * C for _ in range(R)]
    queue = [(r, c) for r in range(R) for c in range(C) if grid[r][c] == "F"]
    for r, c in queue:
        seen[r][c] = True
    for r, c in queue:
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < R and 0 <= nc < C and not seen[nr][nc] and grid[nr][nc] == ".":
                seen[nr][nc] = True
                queue.append((nr, nc))
    for r in range(R):
        for c in range(C):
            if grid[r][c] == "." and not seen[r][c]:
                grid[r][c] = "#"


def scattered(fires, walls):
    grid = [["#" if rng.random() < walls else "." for _ in range(C)] for _ in range(R)]
    for _ in range(fires):
        grid[rng.randrange(R)][rng.randrange(C)] = "F"
    return grid


def random_walls():
    grid = scattered(39, 0.3)
    burn_reachable_only(grid)
    return show(grid)


def walled_meadow():
    grid = scattered(249, 0.0)
    for r in range(200, 301):
        for c in range(200, 301):
            edge = r in (200, 300) or c in (200, 300)
            grid[r][c] = "#" if edge else "."
    return show(grid)


def many_fires():
    grid = scattered(0, 0.0)
    for r, c in rng.sample([(r, c) for r in range(R) for c in range(C)], 248):
        grid[r][c] = "F"
    return show(grid)


TESTS = {"09": one_corner_fire, "10": winding_path, "11": random_walls, "12": walled_meadow, "13": many_fires}

print(TESTS[name]())
