import { Avatar } from '../../components/Avatar';
import { CopyIcon, ExternalLinkIcon } from '../../icons/viewIcons';
import { LoadingIndicator } from '../../modal/LoadingIndicator';
import { t } from './accountMessages';
import { DisconnectButton } from '../shared/DisconnectButton';
import { ExternalLink } from '../shared/ExternalLink';
import { AccountNetwork } from './AccountNetwork';
import { AccountTabsPanel } from './AccountTabsPanel';
import { EmbeddedLoginDetails } from './EmbeddedLoginDetails';
import { useAccountStyles } from './useAccountStyles';
import { useAccountTabsLoaded } from './useAccountTabs';
import { useAccountView } from './useAccountView';
import { WalletFeatureButtons } from './WalletFeatureButtons';

/**
 * The Account view: who is connected (name or address, avatar, balance), the network (a way to
 * switch, or a warning when the site does not support it), copy, explorer link and disconnect in
 * one row above everything that can grow long, the wallet features this modal can open, and the
 * Tokens, NFTs and Activity tabs. An embedded-wallet login (email or social) shows how the visitor
 * logged in and its account type, and signs out rather than disconnects.
 */
export function AccountView() {
  useAccountStyles();
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
        {account.network && (
          <AccountNetwork
            network={account.network}
            unsupported={account.networkUnsupported}
            canSwitch={account.canSwitchNetwork}
            onSwitch={account.openNetworks}
          />
        )}
        <div className="kp-account-actions">
          <button
            type="button"
            className="kp-button kp-account-action"
            onClick={() => void account.copyAddress()}
            data-testid="copy-address"
          >
            <CopyIcon />
            {t('account.copy')}
          </button>
          {account.explorerUrl && (
            <ExternalLink className="kp-button kp-account-action" href={account.explorerUrl}>
              <ExternalLinkIcon />
              {t('account.explorer')}
            </ExternalLink>
          )}
          <DisconnectButton
            label={t(account.embeddedLogin ? 'account.signOut' : 'account.disconnect')}
            className="kp-button kp-account-action"
          />
        </div>
        {account.embeddedLogin && <EmbeddedLoginDetails />}
      </section>

      <WalletFeatureButtons features={account.walletFeatures} onSelect={account.openFeature} />

      {tabsLoaded ? <AccountTabsPanel /> : <LoadingIndicator label={t('tabs.loading')} />}
    </div>
  );
}
