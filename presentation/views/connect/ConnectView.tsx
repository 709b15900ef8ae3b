import { Fragment, useEffect, useRef, useState } from 'react';
import { navigate } from '../../../application/instance/actions/navigate';
import { ChevronRightIcon, WalletIcon } from '../../icons/viewIcons';
import { arrowKeyNavigation } from '../../keyboard/arrowNavigation';
import { useKeyport } from '../../react/KeyportAppContext';
import { type EmbeddedLoginLoader, useEmbeddedLoginLoader } from '../embedded/EmbeddedLoginContext';
import { t } from './connectMessages';
import { t as loginT } from './loginMessages';
import { AllWalletsRow } from './AllWalletsRow';
import { connectMethodsShown } from './connectMethodsShown';
import { EmailLogin } from './EmailLogin';
import { LegalNotice } from './LegalNotice';
import { SocialLogins } from './SocialLogins';
import { useChooseWallet } from './useChooseWallet';
import { useConnectOptions } from './useConnectOptions';
import { useLoginOptions } from './useLoginOptions';
import { useWalletList } from './useWalletList';
import { RowToCome } from './RowToCome';
import { WalletRow } from './WalletRow';

const moveThroughList = arrowKeyNavigation(1);

type WalletList = ReturnType<typeof useWalletList>;

/**
 * The wallet section: every wallet of the SPEC §2 connector sections, then "All wallets". Shown
 * after the visitor asked for it (`focusFirst`), it hands focus to its first wallet.
 */
function WalletSection({
  list,
  focusFirst = false,
}: {
  readonly list: WalletList;
  readonly focusFirst?: boolean;
}) {
  const keyport = useKeyport('ConnectView');
  const { allWallets } = useConnectOptions('ConnectView');
  const choose = useChooseWallet('ConnectView');
  const section = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusFirst) section.current?.querySelector('button')?.focus();
  }, [focusFirst]);

  if (list.tiles.length === 0 && !allWallets) {
    return <p className="kp-empty">{t('connect.noWallets')}</p>;
  }
  return (
    <ul ref={section} className="kp-list" aria-label={t('connect.walletList')} onKeyDown={moveThroughList}>
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
 * The wallet section behind one "Continue with a wallet" button, beside email or social login
 * (`features.emailShowWallets: false` or `features.collapseWallets`): the visitor who came to log
 * in with an email sees no long list, and the one who came with a wallet opens it in place.
 */
function CollapsedWalletSection({ list }: { readonly list: WalletList }) {
  const [open, setOpen] = useState(false);
  if (open) return <WalletSection list={list} focusFirst />;
  return (
    <button
      type="button"
      className="kp-row"
      aria-expanded={false}
      onClick={() => setOpen(true)}
      data-testid="continue-with-wallet"
    >
      <span className="kp-wallet-image kp-wallet-placeholder" aria-hidden>
        <WalletIcon />
      </span>
      <span className="kp-row-text">
        <span className="kp-row-title">{loginT('login.wallets')}</span>
      </span>
      <ChevronRightIcon />
    </button>
  );
}

/**
 * The connect methods in their SPEC §2 order, a line reading "or" between them. Email and social
 * login are offered only where the instance has an embedded wallet (`load`).
 */
function ConnectMethods({
  list,
  load,
}: {
  readonly list: WalletList;
  readonly load: EmbeddedLoginLoader | undefined;
}) {
  const logins = useLoginOptions();
  const methods = connectMethodsShown(logins, {
    hasEmbeddedWallet: load !== undefined,
    hasInstalledWallets: list.hasInstalledWallets,
  });
  const collapsed = logins.collapseWallets && methods.length > 1;
  return methods.map((method, index) => (
    <Fragment key={method}>
      {index > 0 && (
        <div className="kp-or" aria-hidden>
          {loginT('login.or')}
        </div>
      )}
      {method === 'wallet' ? (
        collapsed ? (
          <CollapsedWalletSection list={list} />
        ) : (
          <WalletSection list={list} />
        )
      ) : load === undefined ? null : method === 'email' ? (
        <EmailLogin load={load} />
      ) : (
        <SocialLogins socials={logins.socials} load={load} />
      )}
    </Fragment>
  ));
}

/**
 * The Connect view (SPEC §2): the connect methods in their order (email, social login and the
 * wallets), the host's legal links, and on first opening the explorer's featured and recommended
 * wallets (fetched only now, once). With `features.legalCheckbox` the links come first, as a
 * checkbox, and every way to connect stays disabled until the visitor ticks it.
 */
export function ConnectView() {
  const list = useWalletList();
  const load = useEmbeddedLoginLoader();
  const { legalCheckbox } = useConnectOptions('ConnectView');
  const [agreed, setAgreed] = useState(false);
  const methods = <ConnectMethods list={list} load={load} />;
  return (
    <div className="kp-stack" data-testid="view-Connect">
      {legalCheckbox ? (
        <>
          <LegalNotice agreement={{ agreed, onChange: setAgreed }} />
          <fieldset className="kp-fieldset kp-stack" disabled={!agreed}>
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
