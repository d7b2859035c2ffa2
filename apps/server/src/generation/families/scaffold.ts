/**
 * The program scaffolding the families share: the frame of a C, C++, Java, JavaScript or Python program around a family's own
 * functions and main body, the usual readers of stdin, and the commonest test input (a count, then a list).
 * Every written puzzle is keyed by a hash of its text in the record of proofs (generation/proofs.json), so each
 * piece here writes, to the byte, the text the families wrote before they shared it; where their copies
 * differed, a parameter keeps each family's text as it was.
 */

/** What a family writes of a program; the frame around it comes from here. */
export interface ProgramParts {
  /** The family's functions: a solution, a starter's stub or a wrong solution. */
  functions: string;
  /** main's body, indented as inside main (four spaces in C and Python, eight in Java), with no last newline. */
  main: string;
}

/** A C program: its head (includes, then any constants), the functions, then main, which ends `return 0;`. */
export function cProgram({
  head = '#include <stdio.h>\n#include <stdlib.h>',
  functions,
  main,
}: ProgramParts & { head?: string }): string {
  return `${head}\n\n${functions}\n\nint main(void) {\n${main}\n    return 0;\n}\n`;
}

/** A Python program: its head (imports, then any constants), the functions, then main() and its call. */
export function pythonProgram({
  head = 'import sys',
  functions,
  main,
}: ProgramParts & { head?: string }): string {
  return `${head}\n\n\n${functions}\n\n\ndef main():\n${main}\n\n\nmain()\n`;
}

/**
 * The standard headers a family's C++ program may use, named one by one: `bits/stdc++.h` (everything, regex
 * and threads included) costs about three times the compile time, on every proof of every seed.
 */
export const CPP_HEAD = `${['algorithm', 'array', 'bitset', 'climits', 'cmath', 'cstdint', 'cstdio', 'cstdlib', 'cstring', 'deque', 'functional', 'iomanip', 'iostream', 'list', 'map', 'numeric', 'queue', 'set', 'sstream', 'stack', 'string', 'tuple', 'unordered_map', 'unordered_set', 'utility', 'vector'].map((header) => `#include <${header}>`).join('\n')}\nusing namespace std;`;

/**
 * A C++ program: its head (CPP_HEAD, then any constants), the functions, then main,
 * which unties cin from cout first (fast input) and ends `return 0;`.
 */
export function cppProgram({ head = CPP_HEAD, functions, main }: ProgramParts & { head?: string }): string {
  return `${head}\n\n${functions}\n\nint main() {\n    ios::sync_with_stdio(false);\n    cin.tie(nullptr);\n${main}\n    return 0;\n}\n`;
}

/**
 * A JavaScript program (Node.js, CommonJS): its head (any constants), the functions, then main() and its call.
 * main's body starts with `words`, every whitespace-separated word of the input, and `next()`, the next one.
 */
export function javascriptProgram({ head, functions, main }: ProgramParts & { head?: string }): string {
  const top = head ? `${head}\n\n` : '';
  return `${top}${functions}

function main() {
    const words = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter((word) => word !== '');
    let at = 0;
    const next = () => words[at++];
${main}
}

main();
`;
}

/**
 * Java's fast reader of a non-negative number, straight from the bytes of a `DataInputStream` (for inputs of
 * 10^5 numbers and more, where a tokenizer is slow). Three names, each with the text it was first written with.
 */
export type JavaReader = 'nextInt' | 'readInt' | 'readLong';

/** A Java program: class Main with any constants (`fields`), the methods, main, then the fast reader it calls. */
export function javaProgram({
  fields,
  functions,
  main,
  reader,
}: ProgramParts & { fields?: string; reader?: JavaReader }): string {
  const top = fields ? `${fields}\n\n` : '';
  const bottom = reader ? `\n${javaDigitReader(reader)}\n` : '';
  return `import java.io.*;
import java.util.*;

public class Main {
${top}${functions}

    public static void main(String[] args) throws IOException {
${main}
    }
${bottom}}
`;
}

const JAVA_READERS: Record<JavaReader, { type: 'int' | 'long'; byte: string; loop: 'while' | 'for' }> = {
  nextInt: { type: 'int', byte: 'c', loop: 'while' },
  readInt: { type: 'int', byte: 'b', loop: 'for' },
  readLong: { type: 'long', byte: 'b', loop: 'while' },
};

/** The reader's method, indented as a member of class Main. */
function javaDigitReader(name: JavaReader): string {
  const { type, byte: b, loop } = JAVA_READERS[name];
  const digits =
    loop === 'for'
      ? `        for (; ${b} >= '0'; ${b} = in.read()) value = value * 10 + (${b} - '0');`
      : `        while (${b} >= '0') {
            value = value * 10 + (${b} - '0');
            ${b} = in.read();
        }`;
  return `    static ${type} ${name}(DataInputStream in) throws IOException {
        int ${b} = in.read();
        while (${b} < '0') ${b} = in.read();
        ${type} value = 0;
${digits}
        return value;
    }`;
}

/** C++'s reader of a list input (see `listInput`): n, then n values into `name`, a vector. */
export function cppReadList(type: 'int' | 'long long' | 'string', name: string): string {
  return `    int n;
    if (!(cin >> n)) return 0;
    vector<${type}> ${name}(n);
    for (auto &value : ${name}) cin >> value;`;
}

/** JavaScript's reader of a list input (see `listInput`), after javascriptProgram's `next`: n, then n numbers. */
export function javascriptReadList(name: string, parse: 'Number' | 'BigInt' | 'String' = 'Number'): string {
  return `    const n = Number(next());
    const ${name} = [];
    for (let i = 0; i < n; i++) ${name}.push(${parse}(next()));`;
}

/** C's reader of a list input (see `listInput`): n, then n values into `name`, an array it allocates. */
export function cReadList(type: 'int' | 'long long', name: string): string {
  const format = type === 'int' ? '%d' : '%lld';
  return `    int n;
    if (scanf("%d", &n) != 1) return 0;
    ${type} *${name} = malloc(sizeof *${name} * n);
    for (int i = 0; i < n; i++) scanf("${format}", &${name}[i]);`;
}

/** Java's reader of a list input (see `listInput`): n on its line, then the n values of the next into `name`. */
export function javaReadList(type: 'int' | 'long' | 'String', name: string): string {
  const parse = {
    int: 'Integer.parseInt(tokens.nextToken())',
    long: 'Long.parseLong(tokens.nextToken())',
    String: 'tokens.nextToken()',
  }[type];
  return `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        ${type}[] ${name} = new ${type}[n];
        for (int i = 0; i < n; i++) ${name}[i] = ${parse};`;
}

/** C's reader of a grid of letters (main has read `rows` and `cols`) into `grid`, one array row after row. */
export function cReadGrid(maxSide: number): string {
  return `    char *grid = malloc((size_t)rows * cols + 1);
    char line[${maxSide + 8}];
    for (int r = 0; r < rows; r++) {
        scanf("%s", line);
        for (int c = 0; c < cols; c++) grid[r * cols + c] = line[c];
    }`;
}

/** The commonest test input: the count on the first line, the values (numbers or words) on the second. */
export const listInput = (values: readonly (number | string)[]): string =>
  `${values.length}\n${values.join(' ')}\n`;

/** A list input of numbers read back: its values (as many as its count says). */
export const parseList = (input: string): number[] => {
  const [count, ...rest] = input.trim().split(/\s+/).map(Number);
  return rest.slice(0, count);
};
