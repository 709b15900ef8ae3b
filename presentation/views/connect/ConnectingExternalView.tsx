import { useEffect, useRef } from 'react';
import { ConnectionService } from '../../../application/connection/ConnectionService';
import { ConnectionStore } from '../../../application/connection/ConnectionStore';
import { ConnectorStore } from '../../../application/connector/ConnectorStore';
import { WalletListService } from '../../../application/wallets/WalletListService';
import { walletListFeature } from '../../../application/wallets/walletListFeature';
import { safeLinkOrUndefined } from '../../../domain/link/checkLink';
import { type CustomWallet, type Wallet } from '../../../domain/wallet/Wallet';
import { ExternalLinkIcon } from '../../icons/viewIcons';
import { stringData, type ViewProps } from '../../modal/ViewProps';
import { t } from './connectMessages';
import { useKeyportApp } from '../../react/KeyportAppContext';
import { useStoreState } from '../../react/useStoreState';
import { ExternalLink } from '../shared/ExternalLink';
import { WalletImage } from '../shared/WalletImage';

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
function NotInstalled({
  wallet,
  walletId,
}: {
  readonly wallet: Wallet | CustomWallet | undefined;
  readonly walletId: string;
}) {
  const walletList = useKeyportApp('ConnectingExternalView').resolve(WalletListService);
  const links = STORE_LINKS.flatMap(([field, label]) => {
    const href = wallet && walletLink(wallet, field);
    return href ? [{ field, href, label }] : [];
  });
  return (
    <div className="kp-center" data-testid="connecting-not-installed" data-wallet-id={walletId}>
      <WalletImage src={wallet && walletList.imageUrl(wallet)} large />
      <p className="kp-heading">
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

/** A browser wallet being connected: waiting for it, declined, or failed, with a retry. */
function Connecting({
  connectorId,
  namespace,
}: {
  readonly connectorId: string;
  readonly namespace: string | undefined;
}) {
  const app = useKeyportApp('ConnectingExternalView');
  const connection = app.resolve(ConnectionService);
  const walletList = app.resolve(WalletListService);
  const { connectors } = useStoreState(app.resolve(ConnectorStore));
  const { external } = useStoreState(app.resolve(ConnectionStore));
  const status = useRef<HTMLDivElement>(null);
  const connector = connectors.find(
    (candidate) => candidate.id === connectorId && (namespace === undefined || candidate.chain === namespace),
  );
  const name = connector?.name ?? t('connecting.walletFallback');
  const attempt = external?.connectorId === connectorId ? external : undefined;

  const retry = (): void => {
    // The Retry button goes away while the wallet is asked again: focus stays on the status.
    status.current?.focus();
    void connection.retry();
  };

  return (
    <div className="kp-center">
      <WalletImage src={connector && walletList.imageUrl(connector)} large />
      <div
        ref={status}
        className="kp-center"
        role="status"
        tabIndex={-1}
        data-status={attempt?.status ?? 'connecting'}
      >
        {attempt?.status === 'declined' ? (
          <>
            <p className="kp-heading">{t('connecting.declined')}</p>
            <p className="kp-paragraph kp-text-muted">{t('connecting.declinedHint')}</p>
          </>
        ) : attempt?.status === 'failed' ? (
          <>
            <p className="kp-heading">{t('connecting.failed')}</p>
            <p className="kp-paragraph kp-text-danger">{attempt.message}</p>
          </>
        ) : (
          <>
            <p className="kp-heading">{t('connecting.continueIn', { wallet: name })}</p>
            <p className="kp-paragraph kp-text-muted">{t('connecting.approveHint')}</p>
          </>
        )}
      </div>
      {(attempt?.status === 'declined' || attempt?.status === 'failed') && (
        <button
          type="button"
          className="kp-button kp-button-primary kp-footer"
          onClick={retry}
          data-testid="connecting-retry"
        >
          {t('connecting.retry')}
        </button>
      )}
    </div>
  );
}

/**
 * The ConnectingExternal view: a browser wallet being connected (SPEC §4 connection status,
 * declined and retry), or, for a wallet that is not installed, where to get it. Leaving the view
 * forgets the attempt.
 */
export function ConnectingExternalView({ entry }: ViewProps) {
  const app = useKeyportApp('ConnectingExternalView');
  app.core.enable(walletListFeature);
  const connection = app.resolve(ConnectionService);
  const walletList = app.resolve(WalletListService);
  useEffect(() => () => connection.cancel(), [connection]);

  const walletId = stringData(entry.data, 'walletId');
  const connectorId = stringData(entry.data, 'connectorId');
  return (
    <div data-testid="view-ConnectingExternal">
      {entry.data?.['notInstalled'] === true && walletId !== undefined ? (
        <NotInstalled wallet={walletList.pickedWallet(walletId)} walletId={walletId} />
      ) : (
        <Connecting connectorId={connectorId ?? ''} namespace={stringData(entry.data, 'namespace')} />
      )}
    </div>
  );
}
