import { type AnalyticsRecord } from './analytics/AnalyticsRecord';
import { type AssetUrls } from './assets/AssetUrls';
import { type ChainDirectory } from './chains/ChainDirectory';
import { type AccountHistory } from './history/AccountHistory';
import { type NameRegistry } from './names/NameRegistry';
import { type CheckoutLedger } from './onramp/CheckoutLedger';
import { type SmartSessions } from './sessions/SmartSessions';

/** What the routes share for the server's life: the chains, the in-memory stores, the asset URLs. */
export interface ApiContext {
  readonly directory: ChainDirectory;
  readonly assets: AssetUrls;
  readonly history: AccountHistory;
  readonly names: NameRegistry;
  readonly sessions: SmartSessions;
  /** Analytics events in arrival order; the server appends, tests read. */
  readonly analytics: AnalyticsRecord[];
  /** Where onramp URLs send the buyer. */
  readonly checkoutBaseUrl: string;
  /** The checkout's priced and paid orders, so an order is delivered at most once. */
  readonly checkout: CheckoutLedger;
}
