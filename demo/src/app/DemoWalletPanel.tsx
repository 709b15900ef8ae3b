import { useId } from 'react';

/** Where the devstack's demo WalletConnect wallet is, and how to pair it with this page. */
export function DemoWalletPanel({ walletPageUrl }: { readonly walletPageUrl: string }) {
  const titleId = useId();
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-title">
        WalletConnect demo wallet
      </h2>
      <p className="panel-description">
        A phone wallet stand-in on the devstack. Open it in another tab, then pick &quot;Keyport Demo
        Wallet&quot; or WalletConnect in the modal and paste the link copied from the QR view, or use its
        &quot;Open&quot; button.
      </p>
      <p>
        <a href={walletPageUrl} target="_blank" rel="noreferrer" data-testid="demo-wallet-link">
          Open the demo wallet
        </a>
      </p>
    </section>
  );
}
