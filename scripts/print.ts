import { inspect } from 'node:util';

/** A line for the person at the terminal (the command-line scripts' output). */
export function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

/** A problem for the person at the terminal, with the error's details. */
export function printError(message: string, error?: unknown): void {
  process.stderr.write(`${message}${error === undefined ? '' : ` ${inspect(error)}`}\n`);
}
