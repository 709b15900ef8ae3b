import { VISITOR_ACCOUNT_COUNT } from '../../devstack/config';
import { type Devstack } from '../../devstack/startDevstack';
import { type DemoConfig } from '../src/config/DemoConfig';

/** What the demo page needs to know about a running devstack. */
export function demoConfigOf(devstack: Devstack): DemoConfig {
  return {
    projectId: devstack.projectId,
    blockchainApiUrl: devstack.blockchainApiUrl,
    explorerUrl: devstack.explorerUrl,
    walletConnectRelayUrl: devstack.relayUrl,
    walletConnectVerifyUrl: devstack.verifyUrl,
    walletPageUrl: devstack.walletPageUrl,
    embeddedWalletFrameUrl: `${devstack.walletServiceUrl}/sdk`,
    chains: devstack.chains.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
    })),
    // Every dev chain funds the same accounts (one mnemonic), so the first chain's list serves all;
    // the devstack's service accounts after the visitors' are its own, never the page's to act as.
    devAccounts: (devstack.chains[0]?.accounts ?? []).slice(0, VISITOR_ACCOUNT_COUNT).map((account) => ({
      address: account.address,
      privateKey: account.privateKey,
    })),
  };
}
