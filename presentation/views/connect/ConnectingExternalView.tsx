import { useMemo, useRef } from 'react';
import { getPickedWallet } from '../../../application/instance/actions/getPickedWallet';
import { isChainNamespace } from '../../../domain/chain/ChainNamespace';
import { safeLinkOrUndefined } from '../../../domain/link/checkLink';
import { type CustomWallet, type Wallet } from '../../../domain/wallet/Wallet';
import { ExternalLinkIcon } from '../../icons/viewIcons';
import { stringData, type ViewProps } from '../../modal/ViewProps';
import { useKeyport } from '../../react/KeyportAppContext';
import { t } from './connectMessages';
import { ConnectionEndText } from '../shared/ConnectionEndText';
import { ExternalLink } from '../shared/ExternalLink';
import { WalletImage } from '../shared/WalletImage';
import { useConnectingExternal } from './useConnectingExternal';

const STORE_LINKS = [
  ['homepage', 'connecting.homepage'],
  ['chrome_store', 'connecting.chromeStore'],
  ['app_store', 'connecting.appStore'],
  ['play_store', 'connecting.playStore'],
] as const;

type StoreLinkField = (typeof STORE_LINKS)[number][0];

/**
 * A link of the wallet's record, when it passes the web-link rule (a custom wallet has no Chrome
 * Web Store field, for one): a store link that fails it is left out rather than offered.
 */
function walletLink(wallet: Wallet | CustomWallet, field: StoreLinkField): string | undefined {
  const value = (wallet as Readonly<Partial<Record<StoreLinkField, string | null>>>)[field];
  return safeLinkOrUndefined('web link', value);
}

/** A wallet that is not installed here: where the visitor can get it. */
function NotInstalled({ walletId }: { readonly walletId: string }) {
  const keyport = useKeyport('ConnectingExternalView');
  // The wallet was picked before this view was shown, and stays as it was picked.
  const picked = useMemo(() => getPickedWallet(keyport, { walletId }), [keyport, walletId]);
  const wallet = picked?.wallet;
  const links = STORE_LINKS.flatMap(([field, label]) => {
    const href = wallet && walletLink(wallet, field);
    return href ? [{ field, href, label }] : [];
  });
  return (
    <div className="kp-center" data-testid="connecting-not-installed" data-wallet-id={walletId}>
      <WalletImage src={picked?.imageUrl} large />
      <p className="kp-heading kp-name">
        {wallet ? t('connecting.notInstalled', { wallet: wallet.name }) : t('connecting.unknownNotInstalled')}
      </p>
      <p className="kp-paragraph kp-text-muted">{t('connecting.notInstalledHint')}</p>
      {links.length > 0 && (
        <ul className="kp-list kp-footer kp-full">
          {links.map((link) => (
            <li key={link.field}>
              <ExternalLink className="kp-button kp-button-block" href={link.href}>
                {t(link.label)}
                <ExternalLinkIcon />
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A browser wallet being connected: waiting for it, declined, pending or failed, with Try again. */
function Connecting({
  connectorId,
  namespace,
}: {
  readonly connectorId: string;
  readonly namespace: string | undefined;
}) {
  const { connector, attempt, retry } = useConnectingExternal(
    connectorId,
    isChainNamespace(namespace) ? namespace : undefined,
  );
  const status = useRef<HTMLDivElement>(null);
  const name = connector?.name ?? t('connecting.walletFallback');

  const tryAgain = (): void => {
    // The Try again button goes away while the wallet is asked again: focus stays on the status.
    status.current?.focus();
    retry();
  };

  return (
    <div className="kp-center">
      <WalletImage src={connector?.imageUrl} large />
      <div ref={status} className="kp-center" role="status" tabIndex={-1} data-status={attempt.status}>
        {attempt.status === 'connecting' ? (
          <>
            <p className="kp-heading kp-name">{t('connecting.continueIn', { wallet: name })}</p>
            <p className="kp-paragraph kp-text-muted">{t('connecting.approveHint')}</p>
          </>
        ) : (
          <ConnectionEndText end={attempt} />
        )}
      </div>
      {attempt.status !== 'connecting' && (
        <button
          type="button"
          className="kp-button kp-button-primary kp-footer"
          onClick={tryAgain}
          data-testid="connecting-retry"
        >
          {t('connecting.tryAgain')}
        </button>
      )}
    </div>
  );
}

/**
 * The ConnectingExternal view: a browser wallet being connected (SPEC §4 connection status,
 * declined and retry), or, for a wallet that is not installed, where to get it. Leaving the view
 * stops waiting for the wallet.
 */
export function ConnectingExternalView({ entry }: ViewProps) {
  const walletId = stringData(entry.data, 'walletId');
  const connectorId = stringData(entry.data, 'connectorId');
  return (
    <div data-testid="view-ConnectingExternal">
      {entry.data?.['notInstalled'] === true && walletId !== undefined ? (
        <NotInstalled walletId={walletId} />
      ) : (
        <Connecting connectorId={connectorId ?? ''} namespace={stringData(entry.data, 'namespace')} />
      )}
    </div>
  );
}
