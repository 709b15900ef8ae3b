import { createRoot } from 'react-dom/client';
import { announceTestWallet, createTestWalletProvider } from '../../../../../devstack/test-wallet';
import { planDemo } from '../../../../../demo/src/config/planDemo';
import { readDemoConfig } from '../../../../../demo/src/config/readDemoConfig';
import { readDemoFlags } from '../../../../../demo/src/config/readDemoFlags';
import {
  AppKitButton,
  allNetworks,
  createAppKit,
  createKeyport,
  evmAdapter,
  KeyportProvider,
  NetworkButton,
  useAppKitAccount,
  useAppKitNetwork,
} from '../../../../../presentation/index';
import { SECOND_PROJECT_ID, SECOND_WALLET_RDNS } from '../pageGlobals';

/** What the instance of this part of the page holds: its account and network, as its hooks say. */
function InstanceState({ testId }: { readonly testId: string }) {
  const { address, status } = useAppKitAccount();
  const { caipNetworkId } = useAppKitNetwork();
  return (
    <p data-testid={testId}>
      {status} {address ?? '-'} on {caipNetworkId ?? '-'}
    </p>
  );
}

/**
 * A page with two Keyports, as a site with a shop and a bank corner might have: each its own
 * project, networks, theme and wallet. The default one (`createAppKit`) is used by the buttons
 * outside any provider and opens its modal in a root of its own; the named one (`createKeyport`)
 * sits in a KeyportProvider, which renders its modal. Two test wallets are installed.
 */
function start(): void {
  const config = readDemoConfig(document);
  const { networks } = planDemo(config, readDemoFlags(''), allNetworks);
  const rpcUrls = Object.fromEntries(config.chains.map((chain) => [chain.chainId, chain.rpcUrl]));
  const [first, second] = config.devAccounts;
  const [ethereum, arbitrum] = networks;
  if (first === undefined || second === undefined || arbitrum === undefined) {
    throw new Error('The page needs two dev accounts and two dev chains');
  }
  const shopWallet = createTestWalletProvider({
    rpcUrls,
    privateKey: first.privateKey as `0x${string}`,
    chainId: ethereum.id as number,
    mode: 'approve',
  });
  const bankWallet = createTestWalletProvider({
    rpcUrls,
    privateKey: second.privateKey as `0x${string}`,
    chainId: arbitrum.id as number,
    mode: 'approve',
    name: 'Second Test Wallet',
    rdns: SECOND_WALLET_RDNS,
  });
  announceTestWallet(shopWallet);
  announceTestWallet(bankWallet);

  const apiUrls = {
    blockchainApi: config.blockchainApiUrl,
    explorerApi: config.explorerUrl,
    walletConnectRelay: config.walletConnectRelayUrl,
    walletConnectVerify: config.walletConnectVerifyUrl,
    analyticsApi: config.blockchainApiUrl,
  };
  const metadata = {
    name: 'Two Keyports',
    description: 'A shop and a bank',
    url: location.origin,
    icons: [],
  };
  const shop = createAppKit({
    projectId: config.projectId,
    networks,
    adapters: [evmAdapter()],
    apiUrls,
    metadata,
    themeMode: 'dark',
  });
  const bank = createKeyport(
    {
      projectId: SECOND_PROJECT_ID,
      networks: [arbitrum],
      apiUrls,
      metadata,
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#0b7a55' },
    },
    { name: 'bank', adapters: [evmAdapter()] },
  );
  window.severalInstances = {
    shop,
    bank,
    shopWalletAddress: shopWallet.address,
    bankWalletAddress: bankWallet.address,
  };

  const root = document.getElementById('root');
  if (root === null) throw new Error('The page has no #root element');
  createRoot(root).render(
    <main>
      <h1>Two Keyports</h1>
      <section aria-label="Shop" data-testid="shop">
        <AppKitButton />
        <NetworkButton />
        <InstanceState testId="shop-state" />
      </section>
      <KeyportProvider keyport={bank}>
        <section aria-label="Bank" data-testid="bank">
          <AppKitButton />
          <NetworkButton />
          <InstanceState testId="bank-state" />
        </section>
      </KeyportProvider>
      {/* Enough page to scroll, so a locked scroll shows. */}
      <div style={{ height: '200vh' }} />
    </main>,
  );
}

start();
