import { callDevRpc } from './callDevRpc';

/** Seeded transactions are this far apart, so history reads like days of use rather than one second. */
const SPACING_MS = 6 * 60 * 60 * 1000;

/**
 * The genesis time that leaves room for `transactionCount` spaced transactions before `now`: the
 * seeded history ends one spacing before the chain starts.
 */
export function historyGenesisTime(transactionCount: number, now: number = Date.now()): Date {
  return new Date(now - (transactionCount + 1) * SPACING_MS);
}

/** Dates seeded transactions in the past, one spacing apart after genesis. */
export interface HistoryClock {
  /** Sets the chain's clock for the next seeded transaction. */
  beforeTransaction(): Promise<void>;
  /** Puts the chain back on the wall clock for whatever happens after seeding. */
  catchUp(): Promise<void>;
}

export function createHistoryClock(rpcUrl: string, genesisTime: Date): HistoryClock {
  let dated = 0;
  return {
    async beforeTransaction() {
      dated += 1;
      await callDevRpc(rpcUrl, 'evm_setTime', [genesisTime.getTime() + dated * SPACING_MS]);
    },
    async catchUp() {
      await callDevRpc(rpcUrl, 'evm_setTime', [Date.now()]);
    },
  };
}
