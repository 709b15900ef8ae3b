import { spawnCollecting, waitUntilReady } from '../../support/spawnCollecting';

export interface ServedNext {
  readonly url: string;
  /** Everything the Next.js server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false; // Not listening yet.
  }
}

/** Runs `next start` for a built site on 127.0.0.1:`port` and waits until it answers. */
export async function startNext(siteDir: string, nextBin: string, port: number): Promise<ServedNext> {
  const child = spawnCollecting(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: siteDir,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitUntilReady(child, () => answers(url), 'next start', READY_TIMEOUT_MS, 200);
  return {
    url,
    output: child.output,
    stop: async () => {
      await child.stop('SIGTERM');
    },
  };
}
