import { spawn } from 'node:child_process';

export interface CollectingChild {
  /** Everything the command printed so far, stdout and stderr interleaved as they came. */
  output(): string;
  stdout(): string;
  stderr(): string;
  /** The exit code once it has exited, `null` while it runs (or when a signal ended it). */
  exitCode(): number | null;
  hasExited(): boolean;
  /** Resolves with the exit code when the command ends, however it ends. */
  readonly exited: Promise<number | null>;
  /** Sends `signal` if it still runs, and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts a command whose output a test needs in full when something goes wrong: the tests run
 * real servers and tools (the devstack, `npm start`, npm, bundlers, Next.js), and a failure must
 * say what they printed.
 */
export function spawnCollecting(
  command: string,
  args: readonly string[],
  options: { readonly cwd: string; readonly env?: NodeJS.ProcessEnv },
): CollectingChild {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  let stderr = '';
  let exited = false;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    output += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
    output += chunk.toString('utf8');
  });
  const ended = new Promise<number | null>((resolve) => {
    // A command that cannot start at all (not found) ends here too, with its reason in the output.
    child.on('error', (error) => {
      output += `\n${error.message}`;
      exited = true;
      resolve(null);
    });
    child.on('close', (code) => {
      exited = true;
      resolve(code);
    });
  });
  return {
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    exitCode: () => child.exitCode,
    hasExited: () => exited,
    exited: ended,
    stop: async (signal = 'SIGTERM') => {
      if (!exited) child.kill(signal);
      return ended;
    },
  };
}

/**
 * Polls `isReady` every `intervalMs` until it holds, failing with the command's output if the
 * command exits first or is not ready within `timeoutMs` (then it is stopped).
 */
export async function waitUntilReady(
  child: CollectingChild,
  isReady: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs: number,
  intervalMs = 100,
): Promise<void> {
  const startedAt = Date.now();
  while (!(await isReady())) {
    if (child.hasExited()) throw new Error(`${what} exited early:\n${child.output()}`);
    if (Date.now() - startedAt > timeoutMs) {
      await child.stop();
      throw new Error(`${what} was not ready within ${timeoutMs / 1000} s:\n${child.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
