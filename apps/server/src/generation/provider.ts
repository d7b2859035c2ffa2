import { byLanguage, type Difficulty, LANGUAGES } from '@codequest/contracts';
import { z } from 'zod';
import type { ProofCandidate } from '../proof/puzzle';
import { writeCandidate } from './candidate';
import type { FamilyPuzzle, PuzzleFamily } from './family';

/**
 * An optional puzzle provider: a model behind an OpenAI-compatible chat completions endpoint (LLM_BASE_URL,
 * LLM_API_KEY, LLM_MODEL), asked for a puzzle as JSON in the catalogue's shape. Its answer is shaped by the
 * same code as a family's puzzle and proven by the same judge; a refused answer is sent back with the
 * reasons, up to a bound, and then dropped with its reasons. A model that does not answer in time (or at
 * all) is not asked again for that puzzle: the families write it instead.
 */

export interface ProviderRequest {
  track: string;
  difficulty: Difficulty;
  /** The track's topics, one of which the puzzle takes. */
  topics: string[];
}

/** The proof of a candidate: its problems, none when it may be stored. */
export type ProveCandidate = (candidate: ProofCandidate) => Promise<string[]>;

export interface PuzzleProvider {
  readonly name: string;
  write(
    request: ProviderRequest,
    prove: ProveCandidate,
  ): Promise<{ candidate: ProofCandidate | undefined; reasons: string[] }>;
}

export interface LlmOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Each answer's time limit. */
  timeoutMs: number;
  /** How many answers one puzzle may take, the first included. */
  attempts: number;
}

const text = z.string().trim().min(1);
const code = z.object(byLanguage(() => text));
/** What the model is asked to answer with. */
const ZModelPuzzle = z.object({
  title: text.max(80),
  description: text.max(160),
  topic: text,
  statement: text,
  input: text,
  output: text,
  constraints: z.union([text, z.array(text).min(1)]),
  hints: z.array(text).min(2).max(3),
  examples: z
    .array(z.object({ input: text, output: text, explanation: text }))
    .min(2)
    .max(3),
  hiddenTests: z
    .array(z.object({ input: text, output: text, large: z.boolean().optional() }))
    .min(6)
    .max(30),
  solutions: code,
  starters: code,
  wrongSolutions: z
    .array(z.object({ language: z.enum(LANGUAGES), source: text }))
    .max(3)
    .default([]),
});
type ModelPuzzle = z.infer<typeof ZModelPuzzle>;

const SHAPE = `{
  "title": "…", "description": "one line", "topic": "one of the topics",
  "statement": "markdown: the story and what to compute, **bold** for the key rule",
  "input": "the input format", "output": "the output format", "constraints": ["1 ≤ n ≤ 1000", "…"],
  "hints": ["gentle", "stronger"],
  "examples": [{ "input": "…\\n", "output": "…\\n", "explanation": "…" }, …2 or 3],
  "hiddenTests": [{ "input": "…\\n", "output": "…\\n", "large": false }, …at least 6; medium and hard mark one large],
  "solutions": { "c": "…", "cpp": "…", "java": "public class Main …", "javascript": "…", "python": "…" },
  "starters": { "c": "…", "cpp": "…", "java": "…", "javascript": "…", "python": "…" },
  "wrongSolutions": [{ "language": "python", "source": "a tempting but wrong or too slow solution" }]
}`;

export function createLlmProvider(options: LlmOptions): PuzzleProvider {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: options.model,
    async write(request, prove) {
      const reasons: string[] = [];
      const messages: Array<{ role: 'system' | 'user' | 'assistant'; content: string }> = [
        {
          role: 'system',
          content:
            'You write programming puzzles for CodeQuest, a practice site. Learners solve them in C (C17), C++20, ' +
            'Java 17 (class Main), JavaScript (Node.js 20, CommonJS) and Python 3.11, reading standard input and ' +
            'writing standard output. Every reference ' +
            'solution must pass every test; each starter must compile and fail; each wrong solution must be caught ' +
            'by the tests. Answer with one JSON object and nothing else.',
        },
        {
          role: 'user',
          content: `Write one ${request.difficulty} puzzle for the ${request.track} track, on one of these topics: ${request.topics.join(', ')}. Answer as JSON in exactly this shape:\n${SHAPE}`,
        },
      ];
      for (let attempt = 1; attempt <= options.attempts; attempt++) {
        const answer = await ask(endpoint, options, messages);
        if (!answer.ok) {
          reasons.push(`attempt ${attempt}: ${answer.reason}`);
          break;
        }
        messages.push({ role: 'assistant', content: answer.content });
        const shaped = shape(answer.content, request);
        const problems = 'candidate' in shaped ? await prove(shaped.candidate) : shaped.problems;
        if ('candidate' in shaped && problems.length === 0) return { candidate: shaped.candidate, reasons };
        reasons.push(`attempt ${attempt}: ${problems.slice(0, 5).join('; ')}`);
        messages.push({
          role: 'user',
          content: `CodeQuest's judge refused that puzzle:\n- ${problems.slice(0, 10).join('\n- ')}\nAnswer again with the whole corrected puzzle, as one JSON object in the same shape.`,
        });
      }
      return { candidate: undefined, reasons };
    },
  };
}

type Answer = { ok: true; content: string } | { ok: false; reason: string };

async function ask(endpoint: string, options: LlmOptions, messages: unknown[]): Promise<Answer> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        messages,
        temperature: 0.7,
        response_format: { type: 'json_object' },
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) return { ok: false, reason: `the model's endpoint answered HTTP ${response.status}` };
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return { ok: false, reason: 'the answer held no message' };
    return { ok: true, content };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      return {
        ok: false,
        reason: `the model did not answer within ${options.timeoutMs / 1000} s`,
      };
    return { ok: false, reason: `the model could not be reached (${(error as Error).message})` };
  }
}

/** The model's answer as a proof candidate, or what is wrong with its shape. */
function shape(
  content: string,
  request: ProviderRequest,
): { candidate: ProofCandidate } | { problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch (error) {
    return { problems: [`the answer is not valid JSON (${(error as Error).message})`] };
  }
  const parsed = ZModelPuzzle.safeParse(json);
  if (!parsed.success)
    return {
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`),
    };
  const puzzle = parsed.data;
  if (!request.topics.includes(puzzle.topic))
    return { problems: [`topic: must be one of ${request.topics.join(', ')}`] };
  const written = writeCandidate(asFamily(puzzle, request), 0, request.difficulty);
  return written.candidate ? { candidate: written.candidate } : { problems: written.problems };
}

/** The model's puzzle through the families' own shaping: the same schema and test rules. */
function asFamily(puzzle: ModelPuzzle, request: ProviderRequest): PuzzleFamily {
  const withNewline = (value: string) => (value.endsWith('\n') ? value : `${value}\n`);
  const expected = new Map(
    [...puzzle.examples, ...puzzle.hiddenTests].map((test) => [
      withNewline(test.input),
      withNewline(test.output),
    ]),
  );
  const written: FamilyPuzzle = {
    title: puzzle.title,
    description: puzzle.description,
    statement: puzzle.statement,
    input: puzzle.input,
    output: puzzle.output,
    constraints: Array.isArray(puzzle.constraints) ? puzzle.constraints.join('\n') : puzzle.constraints,
    hints: puzzle.hints,
    examples: puzzle.examples.map((example) => ({
      input: withNewline(example.input),
      explanation: example.explanation,
    })),
    hidden: puzzle.hiddenTests.map((test) => ({
      input: withNewline(test.input),
      ...(test.large ? { large: true } : {}),
    })),
    solve: (input) => expected.get(input) ?? '',
    code: byLanguage((language) => ({
      starter: puzzle.starters[language],
      solution: puzzle.solutions[language],
    })),
    wrong: puzzle.wrongSolutions.map((wrong, index) => ({ name: `model-${index + 1}`, ...wrong })),
    parameters: {},
  };
  return {
    id: 'llm',
    track: request.track,
    topic: puzzle.topic,
    difficulties: [request.difficulty],
    write: () => written,
  };
}
