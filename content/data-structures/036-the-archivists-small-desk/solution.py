import sys


def count_hits(c, requests):
    last = {}  # folder on the desk -> time of its latest request
    queue_folder = []  # every request as (folder, time), oldest first
    queue_time = []
    front = 0
    hits = 0
    for time, folder in enumerate(requests):
        if folder in last:
            hits += 1
        elif len(last) == c:
            # carry down the folder whose latest request is oldest, skipping stale queue entries
            while True:
                old, old_time = queue_folder[front], queue_time[front]
                front += 1
                if last.get(old) == old_time:
                    del last[old]
                    break
        last[folder] = time
        queue_folder.append(folder)
        queue_time.append(time)
    return hits, len(requests) - hits


def main():
    data = sys.stdin.buffer.read().split()
    c, n = int(data[0]), int(data[1])
    requests = [int(x) for x in data[2:2 + n]]
    hits, misses = count_hits(c, requests)
    print(hits, misses)


main()
