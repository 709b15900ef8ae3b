import { inject, injectable } from 'inversify';
import { EMBEDDED_WALLET } from '../../domain/constants/embeddedWallet';
import { buildFrameUrl } from '../../domain/embedded/buildFrameUrl';
import { WALLET_STORAGE } from '../../domain/storage/WalletStorage';
import { ChainStore } from '../chain/ChainStore';
import { OptionsStore } from '../options/OptionsStore';
import { EmbeddedWalletStorage } from './EmbeddedWalletStorage';

/**
 * SPEC §2: the address the frame is loaded from: `apiUrls.embeddedWalletFrame` with the project id,
 * the chain the visitor last used with the embedded wallet (else the site's eip155 network, else
 * chain 1: SPEC §9), the protocol version 4 and whether the frame logs (`enableAuthLogger`).
 */
@injectable()
export class FrameUrl {
  constructor(
    @inject(OptionsStore) private readonly options: OptionsStore,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(EmbeddedWalletStorage) private readonly storage: EmbeddedWalletStorage,
  ) {}

  build(): string {
    const { apiUrls, projectId, enableAuthLogger } = this.options.get();
    return buildFrameUrl(apiUrls.embeddedWalletFrame, {
      projectId: projectId ?? '',
      chainId: this.chainId(),
      version: EMBEDDED_WALLET.secureSdkVersion,
      enableLogger: enableAuthLogger,
    });
  }

  /** The eip155 chain the login starts on. */
  chainId(): number | string {
    return (
      this.storage.read(WALLET_STORAGE.lastUsedChain) ??
      this.chains.networkState('eip155')?.caipNetwork?.id ??
      EMBEDDED_WALLET.defaultChainId
    );
  }
}
