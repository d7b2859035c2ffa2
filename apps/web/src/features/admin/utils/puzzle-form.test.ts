import { describe, expect, it } from 'vitest';
import {
  type ExampleValues,
  examplesRequest,
  formatTestCases,
  formErrors,
  judgingRequest,
  judgingValuesOf,
  parseHints,
  parseTestCases,
  sentExamples,
  testsFitTheForm,
  tolerancesFor,
} from './puzzle-form';

describe('parseHints', () => {
  it('takes one hint per line and drops blank lines', () => {
    expect(parseHints('  Sort first \n\n   \nThen scan\n')).toEqual(['Sort first', 'Then scan']);
  });
});

describe('parseTestCases', () => {
  it('reads input|expected per line, with \\n as a line break inside a case', () => {
    expect(parseTestCases('3\\n1 2 3|6\n1\\n5|5')).toEqual([
      { input: '3\n1 2 3\n', expected: '6', hidden: false },
      { input: '1\n5\n', expected: '5', hidden: false },
    ]);
  });

  it('drops lines missing either part', () => {
    expect(parseTestCases('no separator\n|6\n4|\n2|2')).toEqual([
      { input: '2\n', expected: '2', hidden: false },
    ]);
  });

  it('marks the chosen cases hidden', () => {
    expect(parseTestCases('1|1\n2|2', new Set([1])).map((testCase) => testCase.hidden)).toEqual([
      false,
      true,
    ]);
  });

  it('splits at the first bar only', () => {
    expect(parseTestCases('a|b|c')[0]).toEqual({ input: 'a\n', expected: 'b|c', hidden: false });
  });
});

describe('formatTestCases', () => {
  const tests = [
    { input: '3\n1 2 3\n', expected: '6', hidden: false },
    { input: '1\n5\n', expected: '5\n', hidden: true },
  ];

  it('writes stored tests back as input|expected lines, hidden ones remembered', () => {
    const { text, hidden } = formatTestCases(tests);
    expect(text).toBe('3\\n1 2 3|6\n1\\n5|5');
    expect([...hidden]).toEqual([1]);
  });

  it('is undone by parseTestCases', () => {
    const { text, hidden } = formatTestCases(tests);
    expect(parseTestCases(text, hidden)).toEqual([tests[0], { ...tests[1], expected: '5' }]);
    expect(testsFitTheForm(tests)).toBe(true);
  });

  it('knows the tests the one-line syntax would change', () => {
    expect(testsFitTheForm([{ input: 'a|b\n', expected: '1', hidden: false }])).toBe(false);
    expect(testsFitTheForm([{ input: 'C:\\new\n', expected: '1', hidden: false }])).toBe(false);
    expect(testsFitTheForm([{ input: '  2\n', expected: '2', hidden: false }])).toBe(false);
    expect(testsFitTheForm([{ input: '2\n', expected: 'a\nb', hidden: false }])).toBe(true);
  });
});

describe('the Judging fields', () => {
  it('start blank with the line checker for a new puzzle, and send no limits', () => {
    const values = judgingValuesOf();
    expect(values).toEqual({
      cpuMs: '',
      memoryMb: '',
      checker: 'lines',
      absolute: '0.000001',
      relative: '0.000001',
      caseSensitive: false,
      validatorLanguage: 'cpp',
      validatorSource: '',
      validatorFlags: '',
      interactive: false,
      passes: '1',
    });
    expect(judgingRequest(values)).toEqual({ limits: {}, checker: { type: 'lines' } });
  });

  it('send the tokens checker with its case rule, and tolerances only where typed', () => {
    const stored = { limits: {}, checker: { type: 'tokens' as const, caseSensitive: true, relative: 0.01 } };
    const values = judgingValuesOf(stored);
    expect(values).toMatchObject({ checker: 'tokens', absolute: '', relative: '0.01', caseSensitive: true });
    expect(judgingRequest(values).checker).toEqual({ type: 'tokens', caseSensitive: true, relative: 0.01 });
    expect(judgingRequest({ ...values, ...tolerancesFor('tokens'), caseSensitive: false }).checker).toEqual({
      type: 'tokens',
      caseSensitive: false,
    });
    expect(tolerancesFor('float')).toEqual({ absolute: '0.000001', relative: '0.000001' });
  });

  it("send an output validator's language, source, flags split at spaces, interaction and passes", () => {
    const stored = {
      limits: {},
      checker: {
        type: 'custom' as const,
        language: 'python' as const,
        source: 'exit(42)',
        flags: ['a', 'b'],
        interactive: true,
        passes: 1,
      },
    };
    const values = judgingValuesOf(stored);
    expect(values).toMatchObject({
      checker: 'custom',
      validatorLanguage: 'python',
      validatorSource: 'exit(42)',
      validatorFlags: 'a b',
      interactive: true,
      passes: '1',
    });
    expect(judgingRequest({ ...values, validatorFlags: '  strict   3 ', passes: '4' }).checker).toEqual({
      type: 'custom',
      language: 'python',
      source: 'exit(42)',
      flags: ['strict', '3'],
      interactive: true,
      passes: 4,
    });
    // What is no number goes as typed, for the schema to refuse at the field.
    expect(judgingRequest({ ...values, passes: 'many' }).checker).toMatchObject({ passes: 'many' });
  });

  it("show a stored puzzle's limits and tolerances, and keep the limits they do not show", () => {
    const stored = {
      limits: { cpuMs: 3000, outputKb: 128 },
      checker: { type: 'float' as const, absolute: 0.001, relative: 0 },
    };
    const values = judgingValuesOf(stored);
    expect(values).toMatchObject({
      cpuMs: '3000',
      memoryMb: '',
      checker: 'float',
      absolute: '0.001',
      relative: '0',
    });
    expect(judgingRequest({ ...values, cpuMs: '', memoryMb: '512' }, stored.limits)).toEqual({
      limits: { outputKb: 128, memoryMb: 512 },
      checker: { type: 'float', absolute: 0.001, relative: 0 },
    });
  });

  it('send what is no number as typed, for the server to name the rule', () => {
    const request = judgingRequest({
      ...judgingValuesOf(),
      checker: 'float',
      absolute: 'tiny',
      relative: ' ',
    });
    expect(request.checker).toEqual({ type: 'float', absolute: 'tiny', relative: 1e-6 });
  });
});

describe('examplesRequest', () => {
  it('ends each input and output with one line break, trims the explanation, and drops blank examples', () => {
    expect(
      examplesRequest([
        { input: '3\n1 2 3', output: '6\n\n', explanation: '  1 + 2 + 3 = 6. ' },
        { input: ' ', output: '', explanation: '' },
        { input: '1\n5', output: '5', explanation: '' },
      ]),
    ).toEqual([
      { input: '3\n1 2 3\n', output: '6\n', explanation: '1 + 2 + 3 = 6.' },
      { input: '1\n5\n', output: '5\n', explanation: '' },
    ]);
  });
});

describe('formErrors', () => {
  const valid = {
    title: 'Sum',
    description: 'Add two numbers',
    problemStatement: 'Print a + b.',
    categoryId: 1,
    difficulty: 'easy' as const,
    hints: [],
    testCases: [{ input: '1 2\n', expected: '3' }],
    constraints: '',
    examples: [],
    starterCode: {},
    solution: { python: 'print(sum(map(int, input().split())))' },
  };

  it('finds nothing in a request the API takes', () => {
    expect(formErrors(valid, [])).toEqual({ fields: {}, others: [] });
  });

  it('puts every error at its control at once, an example at its place in the form', () => {
    const examples: ExampleValues[] = [
      { input: '', output: '', explanation: '' },
      { input: '1\n', output: '1\n', explanation: 'x'.repeat(5001) },
    ];
    const found = formErrors(
      {
        ...valid,
        title: ' ',
        categoryId: Number.NaN,
        testCases: [],
        solution: {},
        examples: examplesRequest(examples),
        limits: { cpuMs: 50 },
        checker: { type: 'custom', language: 'cpp', source: '', flags: ['two words'] },
      },
      sentExamples(examples),
    );
    expect(Object.keys(found.fields).sort()).toEqual([
      'puzzle-category',
      'puzzle-example-1-explanation',
      'puzzle-limit-cpuMs',
      'puzzle-tests',
      'puzzle-title',
      'puzzle-validator-flags',
      'puzzle-validator-source',
      'solution-c',
    ]);
    expect(found.fields['puzzle-limit-cpuMs']).toBe('cpuMs must be at least 100');
    expect(found.fields['puzzle-validator-source']).toBe('The output validator needs its source');
    expect(found.others).toEqual([]);
  });

  it('names the fields no control shows', () => {
    expect(formErrors({ ...valid, stars: 3 }, []).others).toEqual(['stars: An easy puzzle has 1 star']);
  });
});
