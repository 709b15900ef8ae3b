import { AppKitButton, NetworkButton } from '../../../presentation/index';
import { type DemoChain } from '../config/DemoConfig';
import { type DemoTestWallet } from '../demoGlobals';
import { AccountPanel, EventsPanel, NetworkPanel, StatePanel } from './HookPanels';
import { PageTheme } from './PageTheme';
import { TestWalletPanel } from './TestWalletPanel';
import { ThemePanel } from './ThemePanel';

interface DemoAppProps {
  /** Query flags that could not be honoured. */
  readonly problems: readonly string[];
  readonly testWallet: DemoTestWallet | undefined;
  /** The dev chains, for the test wallet's chain switch. */
  readonly chains: readonly DemoChain[];
}

/** The demo host page: Keyport's buttons, its hooks' live values and the theme controls. */
export function DemoApp({ problems, testWallet, chains }: DemoAppProps) {
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
          <NetworkPanel />
          <StatePanel />
          <EventsPanel />
          <ThemePanel />
          <TestWalletPanel testWallet={testWallet} chains={chains} />
        </div>
      </main>
    </>
  );
}
