import { useId, useState } from 'react';
import { type DemoChain } from '../config/DemoConfig';
import { type TestWalletMode } from '../config/readDemoFlags';
import { type DemoTestWallet } from '../demoGlobals';
import { useWalletChain } from './useWalletChain';

const EXAMPLES: readonly { readonly query: string; readonly what: string }[] = [
  { query: '?testWallet=approve', what: 'a wallet that approves every prompt' },
  { query: '?testWallet=reject', what: 'a wallet that declines every prompt' },
  { query: '?testWallet=approve&account=1', what: 'backed by devnet account 1' },
  { query: '?testWallet=approve&walletChain=42161', what: 'starting on Arbitrum One' },
  { query: '?testWallet=approve&networks=1', what: 'a site that requests Ethereum only' },
];

interface TestWalletPanelProps {
  readonly testWallet: DemoTestWallet | undefined;
  readonly chains: readonly DemoChain[];
}

/** The injected test wallet's own controls, when the query asks for one, and the flags that set it up. */
export function TestWalletPanel({ testWallet, chains }: TestWalletPanelProps) {
  const titleId = useId();
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-title">
        Test wallet
      </h2>
      {testWallet === undefined ? (
        <p className="panel-description">
          None injected. Add a query flag to put the devstack&apos;s test wallet in the page (EIP-6963):
        </p>
      ) : (
        <TestWalletControls testWallet={testWallet} chains={chains} />
      )}
      <ul className="flag-list">
        {EXAMPLES.map((example) => (
          <li key={example.query}>
            <a href={example.query}>
              <code>{example.query}</code>
            </a>
            {example.what}
          </li>
        ))}
        <li>
          <a href="/">
            <code>/</code>
          </a>
          no test wallet
        </li>
      </ul>
    </section>
  );
}

function TestWalletControls({
  testWallet,
  chains,
}: {
  readonly testWallet: DemoTestWallet;
  readonly chains: readonly DemoChain[];
}) {
  const [mode, setMode] = useState<TestWalletMode>(testWallet.mode);
  const chainId = useWalletChain(testWallet);
  const chooseMode = (next: TestWalletMode): void => {
    testWallet.setMode(next);
    setMode(next);
  };
  return (
    <>
      <p className="panel-description" data-testid="demo-test-wallet">
        Account <code>{testWallet.address}</code> on chain{' '}
        <code data-testid="demo-test-wallet-chain">{chainId}</code>.
      </p>
      <fieldset className="choice-group">
        <legend>It answers the site&apos;s prompts with</legend>
        {(['approve', 'reject'] as const).map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name="test-wallet-mode"
              value={option}
              checked={mode === option}
              onChange={() => chooseMode(option)}
              data-testid={`demo-test-wallet-${option}`}
            />
            <span>{option === 'approve' ? 'Approve' : 'Reject'}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="choice-group">
        <legend>Switch chain in the wallet</legend>
        {chains.map((chain) => (
          <button
            key={chain.chainId}
            type="button"
            className="choice"
            aria-pressed={chain.chainId === chainId}
            onClick={() => void testWallet.switchChain(chain.chainId)}
            data-testid={`demo-test-wallet-chain-${chain.chainId}`}
          >
            {chain.name}
          </button>
        ))}
      </fieldset>
    </>
  );
}
