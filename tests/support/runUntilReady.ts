import path from 'node:path';
import { spawnCollecting, waitUntilReady } from './spawnCollecting';

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
  const child = spawnCollecting(
    process.execPath,
    [path.join(ROOT, 'node_modules/ts-node/dist/bin.js'), script],
    {
      cwd: ROOT,
      env,
    },
  );
  await waitUntilReady(child, () => child.output().includes(readyLine), script, timeoutMs);
  const output = child.output;
  return {
    output,
    url: (label) => {
      const match = new RegExp(`${label}\\s+((?:http|ws)://127\\.0\\.0\\.1:\\d+/?)`).exec(output());
      if (!match?.[1]) throw new Error(`no ${label} URL in:\n${output()}`);
      return match[1];
    },
    stop: () => child.stop('SIGINT'),
  };
}
