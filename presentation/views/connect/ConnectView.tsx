import { type ComponentType, useEffect } from 'react';
import { OptionsStore } from '../../../application/options/OptionsStore';
import { RouterService } from '../../../application/router/RouterService';
import { WalletListService } from '../../../application/wallets/WalletListService';
import { walletListFeature } from '../../../application/wallets/walletListFeature';
import { type ConnectMethod } from '../../../domain/options/Features';
import { useObservableValue } from '../../hooks/useObservableValue';
import { arrowKeyNavigation } from '../../keyboard/arrowNavigation';
import { t } from './connectMessages';
import { useKeyportApp } from '../../react/KeyportAppContext';
import { useStoreState } from '../../react/useStoreState';
import { AllWalletsRow } from './AllWalletsRow';
import { LegalNotice } from './LegalNotice';
import { walletTiles } from './walletTiles';
import { WalletRow } from './WalletRow';

const moveThroughList = arrowKeyNavigation(1);

/** The wallet section: every wallet of the SPEC §2 connector sections, then "All wallets". */
function WalletSection() {
  const app = useKeyportApp('ConnectView');
  const walletList = app.resolve(WalletListService);
  const router = app.resolve(RouterService);
  const { features } = useStoreState(app.resolve(OptionsStore));
  const sections = useObservableValue(() => walletList.sections$, [walletList]);
  const total = useObservableValue(() => walletList.totalWalletCount$, [walletList]);
  const tiles = walletTiles(sections);

  if (tiles.length === 0 && !features.allWallets) {
    return <p className="kp-empty">{t('connect.noWallets')}</p>;
  }
  return (
    <ul className="kp-list" aria-label={t('connect.walletList')} onKeyDown={moveThroughList}>
      {tiles.map((tile) => (
        <WalletRow
          key={tile.key}
          tile={tile}
          imageUrl={walletList.imageUrl(tile.entry)}
          onSelect={() => void walletList.selectWallet(tile.entry)}
        />
      ))}
      {features.allWallets && (
        <li>
          <AllWalletsRow navItem total={total} onOpen={() => router.push({ view: 'AllWallets' })} />
        </li>
      )}
    </ul>
  );
}

/**
 * The sections each connect method shows. Email and social login arrive with the embedded
 * wallet; until then the application lists only methods that can work (`shownConnectMethods`).
 */
const METHOD_SECTIONS: Partial<Record<ConnectMethod, ComponentType>> = { wallet: WalletSection };

/**
 * The Connect view (SPEC §2): the connect methods in their order, the host's legal links, and
 * on first opening the explorer's featured and recommended wallets (fetched only now, once).
 */
export function ConnectView() {
  const app = useKeyportApp('ConnectView');
  app.core.enable(walletListFeature);
  const walletList = app.resolve(WalletListService);
  const methods = useObservableValue(() => walletList.connectMethods$, [walletList]);
  useEffect(() => {
    void walletList.load();
  }, [walletList]);

  return (
    <div className="kp-stack" data-testid="view-Connect">
      {methods.map((method) => {
        const Section = METHOD_SECTIONS[method];
        return Section ? <Section key={method} /> : null;
      })}
      <LegalNotice />
    </div>
  );
}
