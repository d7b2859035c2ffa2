import {
  type JudgeHealth,
  type JudgeLanguageHealth,
  LANGUAGES as LANGUAGE_IDS,
  type Language,
  VERDICT_LABELS,
} from '@codequest/contracts';
import type { JudgeEngine } from './engine';
import { JudgeError } from './errors';
import { prepareJob } from './job';

/**
 * The judge proving itself: a tiny program per language, compiled and run through the real sandbox, the way
 * a learner's is. Until it has run, the judge's health is unchecked; a language whose program failed is
 * refused (SANDBOX_UNAVAILABLE) instead of answering Internal Error to every learner, and is checked again
 * every RECHECK_MS, so fixing the machine needs no restart.
 */

const PROGRAMS: Record<Language, string> = {
  c: '#include <stdio.h>\nint main(void){int a,b;if(scanf("%d %d",&a,&b)!=2)return 1;printf("%d\\n",a+b);return 0;}',
  cpp: '#include <iostream>\nint main(){long long a,b;if(!(std::cin>>a>>b))return 1;std::cout<<a+b<<"\\n";}',
  java: [
    'import java.util.Scanner;',
    'public class Main { public static void main(String[] args) {',
    '  Scanner in = new Scanner(System.in); System.out.println(in.nextInt() + in.nextInt()); } }',
  ].join('\n'),
  javascript:
    "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);",
  python: 'a, b = map(int, input().split())\nprint(a + b)',
};
const TEST = { input: '2 3\n', expected: '5\n' };
const RECHECK_MS = 60_000;

/** What a failure of the sandbox usually means, and what to do about it, for the operator's log. */
const SANDBOX_FIX =
  'check that bubblewrap runs for an unprivileged user on this machine (user namespaces enabled), or set JUDGE_BWRAP and JUDGE_WORK_ROOT';

export class JudgeSelfTest {
  private readonly languages = Object.fromEntries(
    LANGUAGE_IDS.map((language) => [language, { status: 'unchecked' }]),
  ) as Record<Language, JudgeLanguageHealth>;
  private running: Promise<JudgeHealth> | undefined;
  private recheck: NodeJS.Timeout | undefined;

  constructor(private readonly engine: JudgeEngine) {}

  health(): JudgeHealth {
    const languages = { ...this.languages };
    const ready = LANGUAGE_IDS.every((language) => languages[language].status === 'ok');
    return { mode: this.engine.mode, ready, languages };
  }

  /** Why a language cannot be judged now, if its self-test failed. */
  failure(language: Language): string | undefined {
    const state = this.languages[language];
    return state.status === 'failed' ? state.reason : undefined;
  }

  run(): Promise<JudgeHealth> {
    this.running ??= this.runAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  stop(): void {
    clearTimeout(this.recheck);
    this.recheck = undefined;
  }

  private async runAll(): Promise<JudgeHealth> {
    this.stop();
    for (const language of LANGUAGE_IDS) this.languages[language] = { status: 'checking' };
    await Promise.all(
      LANGUAGE_IDS.map(async (language) => {
        this.languages[language] = await this.check(language);
      }),
    );
    const health = this.health();
    if (LANGUAGE_IDS.some((language) => this.languages[language].status === 'failed')) {
      this.recheck = setTimeout(() => void this.run(), RECHECK_MS);
      this.recheck.unref();
    }
    return health;
  }

  private async check(language: Language): Promise<JudgeLanguageHealth> {
    const details: string[] = [];
    try {
      const job = prepareJob({ language, source: PROGRAMS[language], tests: [TEST] });
      const result = await this.engine.run(job, {
        report: (detail) => details.push(detail),
        startsJavaService: false,
      });
      if (result.verdict === 'ACCEPTED') return { status: 'ok' };
      const cause = details[0] ?? describe(result.verdict, result.compile.output);
      return { status: 'failed', reason: `${cause}; fix: ${SANDBOX_FIX}` };
    } catch (error) {
      // Set-up refusals already name their fix.
      const reason = error instanceof JudgeError ? error.message : `${String(error)}; fix: ${SANDBOX_FIX}`;
      return { status: 'failed', reason };
    }
  }
}

function describe(verdict: keyof typeof VERDICT_LABELS, compileOutput: string): string {
  const output = compileOutput.trim().split('\n')[0];
  return `a known-good program got ${VERDICT_LABELS[verdict]}${output ? ` (${output})` : ''}`;
}
