import { type ComponentType, useState } from 'react';
import { navigate } from '../../../application/instance/actions/navigate';
import { type ConnectMethod } from '../../../domain/options/Features';
import { arrowKeyNavigation } from '../../keyboard/arrowNavigation';
import { useKeyport } from '../../react/KeyportAppContext';
import { t } from './connectMessages';
import { AllWalletsRow } from './AllWalletsRow';
import { LegalNotice } from './LegalNotice';
import { useChooseWallet } from './useChooseWallet';
import { useConnectOptions } from './useConnectOptions';
import { useWalletList } from './useWalletList';
import { RowToCome } from './RowToCome';
import { WalletRow } from './WalletRow';

const moveThroughList = arrowKeyNavigation(1);

type WalletList = ReturnType<typeof useWalletList>;

/** The wallet section: every wallet of the SPEC §2 connector sections, then "All wallets". */
function WalletSection({ list }: { readonly list: WalletList }) {
  const keyport = useKeyport('ConnectView');
  const { allWallets } = useConnectOptions('ConnectView');
  const choose = useChooseWallet('ConnectView');

  if (list.tiles.length === 0 && !allWallets) {
    return <p className="kp-empty">{t('connect.noWallets')}</p>;
  }
  return (
    <ul className="kp-list" aria-label={t('connect.walletList')} onKeyDown={moveThroughList}>
      {list.tiles.map((tile) =>
        tile.kind === 'wallet' ? (
          <WalletRow key={tile.key} tile={tile} onSelect={() => choose(tile.wallet)} />
        ) : (
          <RowToCome key={tile.key} />
        ),
      )}
      {allWallets && (
        <li>
          <AllWalletsRow
            navItem
            total={list.totalWalletCount}
            onOpen={() => navigate(keyport, { to: { view: 'AllWallets' } })}
          />
        </li>
      )}
    </ul>
  );
}

/**
 * The sections each connect method shows. Email and social login arrive with the embedded
 * wallet; until then the application lists only methods that can work (`shownConnectMethods`).
 */
const METHOD_SECTIONS: Partial<Record<ConnectMethod, ComponentType<{ readonly list: WalletList }>>> = {
  wallet: WalletSection,
};

/**
 * The Connect view (SPEC §2): the connect methods in their order, the host's legal links, and
 * on first opening the explorer's featured and recommended wallets (fetched only now, once).
 * With `features.legalCheckbox` the links come first, as a checkbox, and every way to connect
 * stays disabled until the visitor ticks it.
 */
export function ConnectView() {
  const list = useWalletList();
  const { legalCheckbox } = useConnectOptions('ConnectView');
  const [agreed, setAgreed] = useState(false);
  const methods = list.connectMethods.map((method) => {
    const Section = METHOD_SECTIONS[method];
    return Section ? <Section key={method} list={list} /> : null;
  });
  return (
    <div className="kp-stack" data-testid="view-Connect">
      {legalCheckbox ? (
        <>
          <LegalNotice agreement={{ agreed, onChange: setAgreed }} />
          <fieldset className="kp-fieldset" disabled={!agreed}>
            {methods}
          </fieldset>
        </>
      ) : (
        <>
          {methods}
          <LegalNotice />
        </>
      )}
    </div>
  );
}
