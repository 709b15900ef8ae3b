import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface ReadyCommand {
  /** Everything the command printed so far (stdout and stderr). */
  output(): string;
  /** The URL printed after `label` (http or ws, on 127.0.0.1). */
  url(label: string): string;
  /** Sends SIGINT (Ctrl-C) and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Runs a TypeScript entry of the project (`ts-node <script>`) until it prints `readyLine`, failing
 * with its output if it exits first or is not ready within `timeoutMs`.
 */
export async function runUntilReady(
  script: string,
  env: NodeJS.ProcessEnv,
  readyLine: string,
  timeoutMs: number,
): Promise<ReadyCommand> {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/ts-node/dist/bin.js'), script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async (): Promise<number | null> => {
    if (child.exitCode === null) child.kill('SIGINT');
    return exited;
  };
  const startedAt = Date.now();
  while (!output.includes(readyLine)) {
    if (child.exitCode !== null) throw new Error(`${script} exited early:\n${output}`);
    if (Date.now() - startedAt > timeoutMs) {
      await stop();
      throw new Error(`${script} was not ready within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    output: () => output,
    url: (label) => {
      const match = new RegExp(`${label}\\s+((?:http|ws)://127\\.0\\.0\\.1:\\d+/?)`).exec(output);
      if (!match?.[1]) throw new Error(`no ${label} URL in:\n${output}`);
      return match[1];
    },
    stop,
  };
}
