import sys


def patterns(n):
    result = []

    def build(pattern):
        if len(pattern) == n:
            result.append(pattern)
            return
        build(pattern + "0")
        if not pattern.endswith("1"):
            build(pattern + "1")

    build("")
    return result


def main():
    n = int(sys.stdin.read().split()[0])
    result = patterns(n)
    print("\n".join([str(len(result))] + result))


main()
