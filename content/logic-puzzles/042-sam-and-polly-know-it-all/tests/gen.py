import sys

# Prints generated test NN (argv[1]). All use the largest range of numbers and the longest dialogue.
name = sys.argv[1]


def show(lo, hi, dialogue):
    return f"{lo} {hi} {len(dialogue)}\n" + "\n".join(f"{who} {what}" for who, what in dialogue)


def alternating(first, last_claim):
    """Ten statements, the speakers taking turns: nine times "I don't know", then the last claim."""
    second = "SAM" if first == "POLLY" else "POLLY"
    dialogue = [(first if i % 2 == 0 else second, "DOES_NOT_KNOW") for i in range(9)]
    dialogue.append((second, last_claim))
    return dialogue


def mixed():
    # a long, hand-picked dialogue in which both sometimes speak twice in a row
    return [("POLLY", "DOES_NOT_KNOW"), ("SAM", "KNOWS_YOU_DO_NOT_KNOW"), ("SAM", "DOES_NOT_KNOW"),
            ("SAM", "DOES_NOT_KNOW"), ("POLLY", "KNOWS_YOU_DO_NOT_KNOW"), ("SAM", "KNOWS_YOU_DO_NOT_KNOW"),
            ("SAM", "DOES_NOT_KNOW"), ("SAM", "DOES_NOT_KNOW"), ("POLLY", "DOES_NOT_KNOW"), ("SAM", "KNOWS")]


TESTS = {
    "09": lambda: show(1, 500, alternating("SAM", "KNOWS")),
    "10": lambda: show(2, 500, alternating("POLLY", "DOES_NOT_KNOW")),
    "11": lambda: show(1, 500, mixed()),
}

print(TESTS[name]())
