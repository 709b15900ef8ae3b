/** SPEC §9 (and §4, §5): every duration Keyport waits for, in milliseconds, in one place. */
export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;

export const CACHE_LIFETIME_MS = {
  balance: 30 * SECOND_MS,
  nativeBalance: 30 * SECOND_MS,
  ens: 5 * MINUTE_MS,
  identity: 5 * MINUTE_MS,
} as const;

export const TIMING_MS = {
  /** A WalletConnect pairing uri lives this long after it is set. */
  pairingLifetime: 4 * MINUTE_MS,
  /** A pairing counts as expired this close to its expiry. */
  pairingExpiryMargin: 10 * SECOND_MS,
  /**
   * How long a new pairing may take to give its `wc:` uri before the view says WalletConnect
   * could not be reached. The SDK hands the uri back only once the proposal is published, and
   * before publishing it waits for its Verify service, up to 5 s when Verify is unreachable (as
   * offline); 8 s leaves 3 s past that for the relay, while a relay nobody answers (which the
   * SDK retries silently for ever) shows its error within seconds.
   */
  pairingStartTimeout: 8 * SECOND_MS,
  /** After a failed balance fetch, no new attempt before this gap. */
  balanceRetryGap: 30 * SECOND_MS,
  shake: 500,
  /** A new snackbar message waits this long after the old one is hidden. */
  snackbarSwap: 150,
  imagePreloadRace: 2 * SECOND_MS,
  backNavigationCleanup: 100,
  rpcTimeout: 10 * SECOND_MS,
  rpcFallbackPolling: 4 * SECOND_MS,
  /**
   * How long a sent transaction is watched for its receipt. Long enough for a busy mainnet block
   * or two; past it the view says the transaction is still pending rather than spin for ever.
   */
  transactionWatch: 3 * MINUTE_MS,
  emailCodeResendCooldown: 30 * SECOND_MS,
  embeddedFrameLoadTimeout: 20 * SECOND_MS,
  embeddedRequestTimeout: 30 * SECOND_MS,
  /** After the embedded frame reports READY, init resolves only after this further wait. */
  embeddedReadyDelay: 500,
  /**
   * How long an instance on a store that answers later waits at start for Keyport's stored values.
   * IndexedDB, extension and React Native stores answer within tens of milliseconds; one that has
   * not answered by then is taken as empty (and reported), so the instance still starts.
   */
  storageHydrationTimeout: 5 * SECOND_MS,
} as const;

/** How long an auto-closing snackbar message stays up. */
export const SNACKBAR_AUTO_CLOSE_MS = 2_500;

/**
 * An error message stays up at least this long before another message may take its place, so a
 * second failure right behind the first does not hide it before it could be read (SPEC §4 swap
 * rules still apply once it has been up this long). Long enough to notice and read a short
 * error such as "Token Balance Unavailable"; short enough that the next message is not stale.
 */
export const SNACKBAR_ERROR_READING_MS = 1_500;

/** Messages waiting behind an error being read; beyond this the oldest waiting one is dropped. */
export const SNACKBAR_WAITING_LIMIT = 3;
