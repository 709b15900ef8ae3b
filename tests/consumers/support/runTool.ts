import { spawnCollecting } from '../../support/spawnCollecting';

export interface ToolRun {
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs a command to completion and fails with its output when it exits non-zero: the consumer
 * tests run real tools (npm, webpack, vite, next, tsc), and a failure must say what the tool said.
 */
export async function runTool(
  command: string,
  args: readonly string[],
  options: { readonly cwd: string; readonly env?: NodeJS.ProcessEnv },
): Promise<ToolRun> {
  const child = spawnCollecting(command, args, options);
  const code = await child.exited;
  if (code !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${code}\n${child.stdout()}\n${child.stderr()}`);
  }
  return { stdout: child.stdout(), stderr: child.stderr() };
}
