/** The tail of each funder's line of work, keyed by chain and funder. */
const lines = new Map<string, Promise<void>>();

/**
 * Runs `work` after every earlier piece of work queued under `key` has settled. The funder's
 * transactions are sent one at a time, so two users' deployments or batches never race for the same
 * nonce, and a batch reads its account's nonce only once the batch before it is mined.
 */
export function inFunderTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = lines.get(key) ?? Promise.resolve();
  const result = previous.then(work);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  lines.set(key, settled);
  void settled.then(() => {
    if (lines.get(key) === settled) lines.delete(key);
  });
  return result;
}
