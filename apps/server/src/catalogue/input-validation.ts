import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CataloguePuzzle } from './files';
import { PYTHON } from './generated';

/**
 * The catalogue's input validators: each puzzle's `input_validators/validate.py` reads one test's input on
 * standard input and exits 42 when it is in the statement's format and within its constraints, 43 (with one
 * line on standard error) when not, as a problem package's input validators do. They read it through
 * `content/validation/strict_input.py` (on their PYTHONPATH). Our own code, run outside the sandbox, as the
 * generators are; `content:check` runs them over every test, committed and generated.
 */

export const INPUT_VALIDATOR = path.join('input_validators', 'validate.py');
const READER = path.join('validation', 'strict_input.py');
/** What the problem package format's input validators exit with. */
const VALID = 42;
/** Longer than any generated test takes to read (the largest are a few megabytes). */
const TIMEOUT_MS = 60_000;

/**
 * What a puzzle's validation covers (its tests, by the puzzle's content hash, its validator and the shared
 * reader), so that a record of it can be trusted while none of them changed; undefined without a validator.
 */
export function inputValidationHash(contentDir: string, puzzle: CataloguePuzzle): string | undefined {
  const validator = path.join(puzzle.dir, INPUT_VALIDATOR);
  if (!existsSync(validator)) return undefined;
  return createHash('sha256')
    .update(puzzle.hash)
    .update('\0')
    .update(readFileSync(validator))
    .update('\0')
    .update(readFileSync(path.join(contentDir, READER)))
    .digest('hex');
}

/**
 * The puzzle's input validator as one file that runs wherever Python does (a package's
 * input_validators/validate.py): the strict reader, then the validator without its import of it.
 */
export function selfContainedValidator(contentDir: string, puzzle: CataloguePuzzle): string | undefined {
  const validator = path.join(puzzle.dir, INPUT_VALIDATOR);
  if (!existsSync(validator)) return undefined;
  const reader = readFileSync(path.join(contentDir, READER), 'utf8');
  const own = readFileSync(validator, 'utf8').replace(/^from strict_input import .*\n/m, '');
  return `${reader.trimEnd()}\n\n\n# The puzzle's own checks.\n${own}`;
}

/** Every test's input validated, two at a time: a line per test refused (its name and the validator's why). */
export async function validateInputs(contentDir: string, puzzle: CataloguePuzzle): Promise<string[]> {
  const validator = path.join(puzzle.dir, INPUT_VALIDATOR);
  if (!existsSync(validator))
    return [`${validator}: missing (every puzzle checks its tests' inputs against its constraints)`];
  const problems: string[] = [];
  const queue = [...puzzle.tests];
  const worker = async () => {
    for (let test = queue.shift(); test; test = queue.shift()) {
      const refusal = await runValidator(contentDir, validator, test.input);
      if (refusal !== null)
        problems.push(
          `${path.join(puzzle.dir, 'tests', `${test.name}.in`)}${test.generated ? ' (generated)' : ''}: ${refusal}`,
        );
    }
  };
  await Promise.all([worker(), worker()]);
  return problems.sort();
}

/** null when the validator accepts the input; otherwise why not, in a line. */
function runValidator(contentDir: string, validator: string, input: string): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(PYTHON, [validator], {
      cwd: path.dirname(validator),
      env: { ...process.env, PYTHONPATH: path.join(contentDir, 'validation'), PYTHONDONTWRITEBYTECODE: '1' },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    child.stdin.on('error', () => {});
    child.stdin.end(input);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve(`the validator did not start: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === VALID) resolve(null);
      else {
        const why = stderr.trim().split('\n').at(-1) ?? '';
        resolve(
          signal
            ? `the validator was stopped (${signal}) after ${TIMEOUT_MS / 1000} s`
            : `${why || 'refused with no reason given'}${code === 43 ? '' : ` (exit ${code})`}`,
        );
      }
    });
  });
}
