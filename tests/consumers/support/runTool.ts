import { spawn } from 'node:child_process';

export interface ToolRun {
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs a command to completion and fails with its output when it exits non-zero: the consumer
 * tests run real tools (npm, webpack, vite, next, tsc), and a failure must say what the tool said.
 */
export function runTool(
  command: string,
  args: readonly string[],
  options: { readonly cwd: string; readonly env?: NodeJS.ProcessEnv },
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve({ stdout, stderr });
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${stdout}\n${stderr}`));
    });
  });
}
