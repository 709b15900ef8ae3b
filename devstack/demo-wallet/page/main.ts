import { DemoWallet } from './DemoWallet';
import { devAccount } from './devAccount';
import { readWalletPageConfig } from './readWalletPageConfig';
import { readWalletPageFlags } from './readWalletPageFlags';
import { WalletPageView } from './WalletPageView';

/** The query without `uri`: pairing is once only, so a reload must not try the same URI again. */
function forgetUri(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('uri');
  const path = url.pathname === '/wc' ? '/' : url.pathname;
  window.history.replaceState(null, '', `${path}${url.search}${url.hash}`);
}

function fail(root: HTMLElement, message: string): void {
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.dataset.testid = 'status';
  status.textContent = message;
  root.replaceChildren(root.querySelector('h1') ?? '', status);
}

/** Reads the config and the query, shows the wallet, starts it, and pairs with `?uri=` if given. */
async function main(): Promise<void> {
  const root = document.getElementById('wallet');
  if (root === null) return;
  const reading = readWalletPageFlags(window.location.search);
  if (!reading.ok) {
    fail(root, reading.message);
    return;
  }
  const { flags } = reading;
  try {
    const config = readWalletPageConfig(document);
    const account = devAccount(flags.account);
    const wallet = new DemoWallet({ config, account, accountIndex: flags.account, auto: flags.auto });
    const view = new WalletPageView(
      root,
      { address: account.address, accountIndex: flags.account },
      config.chains,
      wallet.actions,
    );
    view.render();
    await wallet.start(view);
    if (flags.uri !== undefined) {
      forgetUri();
      await wallet.pair(flags.uri);
    }
  } catch (error) {
    fail(root, `The wallet could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
}

void main();
