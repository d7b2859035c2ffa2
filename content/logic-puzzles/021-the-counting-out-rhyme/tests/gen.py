import sys

# Prints generated test NN (argv[1]); each is one line at the constraints.
TESTS = {
    "10": "1000000 999999937",
    "11": "1000000 2",
    "12": "999983 1000000000",
}

print(TESTS[sys.argv[1]])
