# Tries all 2^n ways of pulling the levers: right, but hopeless beyond a few dozen levers.
import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    lamps = int(data[2][::-1], 2)
    levers = [int(row[::-1], 2) for row in data[3:3 + n]]
    plans = 0
    always = (1 << n) - 1
    never = (1 << n) - 1
    for plan in range(1 << n):
        lit = lamps
        for i in range(n):
            if plan >> i & 1:
                lit ^= levers[i]
        if lit == 0:
            plans += 1
            always &= plan
            never &= ~plan
    if plans == 0:
        print(0)
    else:
        print(plans % MOD)
        print("".join("1" if always >> i & 1 else "0" if never >> i & 1 else "?" for i in range(n)))


main()
