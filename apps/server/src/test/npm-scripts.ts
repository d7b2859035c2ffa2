import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from './installation';

/** Runs `npm run <script> -- args` at the project's root as an operator would, with `env` added: exit code and output. */
export function runNpmScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code, output: output.trim() }));
  });
}
