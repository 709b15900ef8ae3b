import { spawn } from 'node:child_process';

export interface ServedNext {
  readonly url: string;
  /** Everything the Next.js server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/** Runs `next start` for a built site on 127.0.0.1:`port` and waits until it answers. */
export async function startNext(siteDir: string, nextBin: string, port: number): Promise<ServedNext> {
  const child = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: siteDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}/`;
  const startedAt = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited early:\n${output}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - startedAt > READY_TIMEOUT_MS) {
      await stop();
      throw new Error(`next start did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, output: () => output, stop };
}
