import type { JudgeCheckerInput } from './judge';
import type { Language } from './languages';

/**
 * Starter code for a language when a puzzle made in the admin panel gives none: a program that reads
 * standard input and prints nothing yet, so it compiles, runs, and fails every test until the learner writes
 * the solution.
 */
export const STARTER_TEMPLATES: Record<Language, string> = {
  c: `#include <stdio.h>

int main(void) {
    /* Read the input from standard input, for example: int n; scanf("%d", &n); */
    char line[4096];
    while (fgets(line, sizeof line, stdin) != NULL) {
        /* Work on each line here. */
    }
    /* Print the answer with printf. */
    return 0;
}
`,
  cpp: `#include <iostream>
#include <string>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    // Read the input from standard input, for example: int n; cin >> n;
    string line;
    while (getline(cin, line)) {
        // Work on each line here.
    }
    // Print the answer with cout.
    return 0;
}
`,
  java: `import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null) {
            // Work on each line here.
        }
        // Print the answer with System.out.println.
    }
}
`,
  javascript: `const data = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);

function main() {
    // Work on the input here (data holds its words), then print the answer with console.log.
}

main();
`,
  python: `import sys


def main():
    data = sys.stdin.read().split()
    # Work on the input here, then print the answer.


if __name__ == "__main__":
    main()
`,
};

/**
 * The same for an interactive problem, whose program talks with the judge's: it reads the judge's lines as
 * they come (never the whole input at once, which would wait for ever) and says where to answer and flush.
 */
export const INTERACTIVE_STARTER_TEMPLATES: Record<Language, string> = {
  c: `#include <stdio.h>

int main(void) {
    /* Read each line the judge says, then answer it and flush: printf("%d\\n", guess); fflush(stdout); */
    char line[4096];
    while (fgets(line, sizeof line, stdin) != NULL) {
        /* Work on the judge's line here. */
    }
    return 0;
}
`,
  cpp: `#include <iostream>
#include <string>
using namespace std;

int main() {
    // Read each line the judge says, then answer it and flush: cout << guess << endl;
    string line;
    while (getline(cin, line)) {
        // Work on the judge's line here.
    }
    return 0;
}
`,
  java: `import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null) {
            // Work on the judge's line here, then answer it and flush:
            // System.out.println(guess); System.out.flush();
        }
    }
}
`,
  javascript: `const readline = require('readline');

const judge = readline.createInterface({ input: process.stdin });

judge.on('line', (line) => {
    // Work on the judge's line here, then answer it: console.log(guess);
});
`,
  python: `import sys


def main():
    for line in sys.stdin:
        # Work on the judge's line here, then answer it: print(guess, flush=True)
        pass


if __name__ == "__main__":
    main()
`,
};

/** The template a puzzle's learners start from: the interactive one when its checker talks with the program. */
export function starterTemplate(language: Language, checker: JudgeCheckerInput | undefined): string {
  const interactive = checker?.type === 'custom' && checker.interactive === true;
  return (interactive ? INTERACTIVE_STARTER_TEMPLATES : STARTER_TEMPLATES)[language];
}
