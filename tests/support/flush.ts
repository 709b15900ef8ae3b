/** Runs every pending promise callback and the I/O turn after them. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
