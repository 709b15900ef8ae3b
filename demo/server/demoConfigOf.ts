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
    // Every dev chain funds the same accounts (one mnemonic), so the first chain's list serves all.
    devAccounts: (devstack.chains[0]?.accounts ?? []).map((account) => ({
      address: account.address,
      privateKey: account.privateKey,
    })),
  };
}
