import { useEffect, useState } from 'react';

/**
 * How long a QR code may take before the view says it is slow. It usually shows within a second;
 * past this the visitor is told it is still coming (WalletConnect can take up to the 8 s of
 * `pairingStartTimeout` before the view says it could not be reached).
 */
export const QR_SLOW_AFTER_MS = 3_000;

/** Whether `preparing` has lasted longer than {@link QR_SLOW_AFTER_MS}; false again once it ends. */
export function useSlowPreparation(preparing: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!preparing) return undefined;
    const timer = setTimeout(() => setSlow(true), QR_SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [preparing]);
  return preparing && slow;
}
