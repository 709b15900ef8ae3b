import { AppKitButton, NetworkButton } from '../../../presentation/index';
import { type DemoChain } from '../config/DemoConfig';
import { type DemoTestWallet } from '../demoGlobals';
import { DemoWalletPanel } from './DemoWalletPanel';
import { AccountPanel, EventsPanel, NetworkPanel, StatePanel, WalletInfoPanel } from './HookPanels';
import { PageTheme } from './PageTheme';
import { TestWalletPanel } from './TestWalletPanel';
import { ThemePanel } from './ThemePanel';
import { WalletRequestsPanel } from './WalletRequestsPanel';

interface DemoAppProps {
  /** Query flags that could not be honoured. */
  readonly problems: readonly string[];
  readonly testWallet: DemoTestWallet | undefined;
  /** The dev chains, for the test wallet's chain switch. */
  readonly chains: readonly DemoChain[];
  /** The devstack's demo WalletConnect wallet. */
  readonly walletPageUrl: string;
  /** Where the demo's test transaction goes: devnet account 1. */
  readonly receiver: string | undefined;
}

/** The demo host page: Keyport's buttons, its hooks' live values and the theme controls. */
export function DemoApp({ problems, testWallet, chains, walletPageUrl, receiver }: DemoAppProps) {
  return (
    <>
      <PageTheme />
      <header className="site-header">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <div>
            <p className="brand-name">Keyport demo</p>
            <p className="brand-note">A host site on the local devstack</p>
          </div>
        </div>
        <nav className="header-actions" aria-label="Wallet">
          <NetworkButton />
          <AppKitButton />
        </nav>
      </header>
      <main className="content">
        <h1 className="visually-hidden">Keyport demo</h1>
        {problems.length > 0 && (
          <div className="problems" role="alert" data-testid="demo-problems">
            <p>Some query flags were not used:</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="panels">
          <AccountPanel />
          <WalletInfoPanel />
          <WalletRequestsPanel receiver={receiver} />
          <NetworkPanel />
          <StatePanel />
          <EventsPanel />
          <ThemePanel />
          <TestWalletPanel testWallet={testWallet} chains={chains} />
          <DemoWalletPanel walletPageUrl={walletPageUrl} />
        </div>
      </main>
    </>
  );
}
