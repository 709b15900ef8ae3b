'use client';

import { useAppKitAccount, useAppKitNetwork } from 'keyport';

/** What Keyport's hooks say, written out for the test to read. */
export function SiteStatus() {
  const account = useAppKitAccount();
  const network = useAppKitNetwork();
  return (
    <dl>
      <dt>Account</dt>
      <dd data-testid="site-account">{account.isConnected ? account.address : 'not connected'}</dd>
      <dt>Network</dt>
      <dd data-testid="site-network">{network.caipNetworkId ?? ''}</dd>
    </dl>
  );
}
