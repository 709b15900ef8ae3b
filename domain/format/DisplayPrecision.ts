/**
 * SPEC §9: how many fraction digits each kind of amount is shown with. Balances are floored (a
 * visitor must never see more than they hold); USD values and transaction quantities are rounded.
 */
export const DISPLAY_DECIMALS = {
  balance: 3,
  usd: 2,
  transactionQuantity: 3,
} as const;
