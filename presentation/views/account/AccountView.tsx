import { Avatar } from '../../components/Avatar';
import { CopyIcon, DisconnectIcon, ExternalLinkIcon } from '../../icons/viewIcons';
import { LoadingIndicator } from '../../modal/LoadingIndicator';
import { t } from './accountMessages';
import { ExternalLink } from '../shared/ExternalLink';
import { AccountTabsPanel } from './AccountTabsPanel';
import { useAccountTabsLoaded } from './useAccountTabs';
import { useAccountView } from './useAccountView';
import { WalletFeatureButtons } from './WalletFeatureButtons';

/**
 * The Account view: who is connected (name or address, avatar, balance, explorer link, copy),
 * the wallet features this modal can open, the Tokens, NFTs and Activity tabs, and disconnect.
 */
export function AccountView() {
  const account = useAccountView();
  const tabsLoaded = useAccountTabsLoaded();

  if (!account.connected) {
    return (
      <div className="kp-empty" data-testid="view-Account">
        <p className="kp-paragraph">{t('account.notConnected')}</p>
      </div>
    );
  }

  return (
    <div data-testid="view-Account">
      <section className="kp-account">
        <Avatar address={account.address} imageUrl={account.profileImage} size={64} />
        <p className="kp-account-name kp-name" data-testid="account-address" title={account.address}>
          {account.title}
        </p>
        {account.balance !== undefined && (
          <p className="kp-account-balance" data-testid="account-balance">
            {account.balance}
          </p>
        )}
        <div className="kp-actions">
          <button
            type="button"
            className="kp-button"
            onClick={() => void account.copyAddress()}
            data-testid="copy-address"
          >
            <CopyIcon />
            {t('account.copy')}
          </button>
          {account.explorerUrl && (
            <ExternalLink className="kp-button" href={account.explorerUrl}>
              <ExternalLinkIcon />
              {t('account.explorer')}
            </ExternalLink>
          )}
        </div>
      </section>

      <WalletFeatureButtons features={account.walletFeatures} onSelect={account.openFeature} />

      {tabsLoaded ? <AccountTabsPanel /> : <LoadingIndicator label={t('tabs.loading')} />}

      <button
        type="button"
        className="kp-button kp-button-block kp-footer"
        onClick={() => void account.disconnect()}
        aria-disabled={account.disconnecting}
        data-testid="disconnect-button"
      >
        <DisconnectIcon />
        {t('account.disconnect')}
      </button>
    </div>
  );
}
