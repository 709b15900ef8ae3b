import { useId, useState } from 'react';
import { useAppKitAccount, useAppKitProvider } from '../../../presentation/index';

/** What a host sends through `useAppKitProvider('eip155').walletProvider` (EIP-1193). */
interface Eip1193Provider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>;
}

/** 0.001 ether in wei, as the hex quantity EIP-1193 wants. */
const SMALL_AMOUNT = `0x${(10n ** 15n).toString(16)}`;

const MESSAGE = 'Hello from the Keyport demo';

type Outcome = { readonly kind: 'done' | 'failed'; readonly text: string } | undefined;

function utf8Hex(text: string): `0x${string}` {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Signs a message and sends a small transaction through the connected wallet, whichever way it
 * connected: an extension answers itself, a WalletConnect wallet answers over the relay.
 */
export function WalletRequestsPanel({ receiver }: { readonly receiver: string | undefined }) {
  const titleId = useId();
  const { address, isConnected } = useAppKitAccount();
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155');
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [busy, setBusy] = useState(false);
  const ready = isConnected && address !== undefined && walletProvider !== undefined && !busy;

  const run = (label: string, request: () => Promise<unknown>) => {
    setBusy(true);
    setOutcome(undefined);
    request()
      .then((result) => setOutcome({ kind: 'done', text: `${label}: ${String(result)}` }))
      .catch((error: unknown) =>
        setOutcome({
          kind: 'failed',
          text: `${label} failed: ${error instanceof Error ? error.message : String(error)}`,
        }),
      )
      .finally(() => setBusy(false));
  };

  const sign = () =>
    run('Signature', () =>
      (walletProvider as Eip1193Provider).request({
        method: 'personal_sign',
        params: [utf8Hex(MESSAGE), address],
      }),
    );
  const send = () =>
    run('Transaction', () =>
      (walletProvider as Eip1193Provider).request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: receiver ?? address, value: SMALL_AMOUNT }],
      }),
    );

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-title">
        Wallet requests
      </h2>
      <p className="panel-description">
        Through <code>useAppKitProvider(&apos;eip155&apos;)</code>: sign &quot;{MESSAGE}&quot;, or send 0.001
        ETH to devnet account 1.
      </p>
      <div className="action-row">
        <button type="button" className="choice" disabled={!ready} onClick={sign} data-testid="demo-sign">
          Sign message
        </button>
        <button type="button" className="choice" disabled={!ready} onClick={send} data-testid="demo-send">
          Send 0.001 ETH
        </button>
      </div>
      <p
        role="status"
        className="panel-value"
        data-testid="demo-request-result"
        data-outcome={outcome?.kind ?? ''}
      >
        {busy ? 'Waiting for the wallet…' : (outcome?.text ?? '')}
      </p>
    </section>
  );
}
