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

  // EIP-5792: two calls in one request, which a smart account sends as one atomic batch.
  const sendBatch = () =>
    run('Batch', async () => {
      const to = receiver ?? address;
      const answer = (await (walletProvider as Eip1193Provider).request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            from: address,
            atomicRequired: false,
            calls: [
              { to, value: SMALL_AMOUNT },
              { to, value: SMALL_AMOUNT },
            ],
          },
        ],
      })) as { readonly id: string };
      return answer.id;
    });

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-title">
        Wallet requests
      </h2>
      <p className="panel-description">
        Through <code>useAppKitProvider(&apos;eip155&apos;)</code>: sign &quot;{MESSAGE}&quot;, send 0.001 ETH
        to devnet account 1, or send it twice in one batch (<code>wallet_sendCalls</code>).
      </p>
      <div className="action-row">
        <button type="button" className="choice" disabled={!ready} onClick={sign} data-testid="demo-sign">
          Sign message
        </button>
        <button type="button" className="choice" disabled={!ready} onClick={send} data-testid="demo-send">
          Send 0.001 ETH
        </button>
        <button
          type="button"
          className="choice"
          disabled={!ready}
          onClick={sendBatch}
          data-testid="demo-send-batch"
        >
          Send a batch
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
