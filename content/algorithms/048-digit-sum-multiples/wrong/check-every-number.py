# Adds up the digits of every number from L to R: right, but the range can hold 10^18 numbers.
def main():
    low, high, k = map(int, input().split())
    lucky = 0
    for x in range(low, high + 1):
        if sum(map(int, str(x))) % k == 0:
            lucky += 1
    print(lucky)


main()
