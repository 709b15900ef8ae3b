import { type CDPSession } from 'playwright-core';

/** The JS heap in use after two full garbage collections (the first may leave finalised objects behind). */
export async function heapAfterCollection(session: CDPSession): Promise<number> {
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  return usedSize;
}
