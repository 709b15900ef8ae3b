/**
 * How often, and how many times, the allowance is read after the wallet sent an approval: the
 * swap can only be built once the approval is mined, and the chain says so through the allowance.
 */
export const ALLOWANCE_POLL_MS = 1_000;
export const ALLOWANCE_POLL_ATTEMPTS = 60;
