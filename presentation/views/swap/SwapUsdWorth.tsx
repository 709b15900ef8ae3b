import { t } from './swapMessages';

/** What an amount is worth (`≈ $300.00`), at the end of its panel's last line; empty without a price. */
export function SwapUsdWorth({ usd, testId }: { readonly usd: string | undefined; readonly testId: string }) {
  return (
    <span className="kp-swap-label kp-swap-usd" data-testid={testId}>
      {usd === undefined ? '' : t('swap.amountUsd', { usd })}
    </span>
  );
}
