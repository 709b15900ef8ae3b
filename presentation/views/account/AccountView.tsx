import { copyWithSnackbar } from '../shared/copyWithSnackbar';
import { useCallback, useRef, useState } from 'react';
import { AccountStore } from '../../../application/account/AccountStore';
import { AccountViewService } from '../../../application/account-view/AccountViewService';
import { AccountViewStore } from '../../../application/account-view/AccountViewStore';
import { accountViewFeature } from '../../../application/account-view/accountViewFeature';
import { displayed } from '../../../application/account-view/displayed';
import { ChainStore } from '../../../application/chain/ChainStore';
import { DisconnectService } from '../../../application/disconnect/DisconnectService';
import { ModalService } from '../../../application/modal/ModalService';
import { OptionsStore } from '../../../application/options/OptionsStore';
import { RouterService } from '../../../application/router/RouterService';
import { SnackbarService } from '../../../application/snackbar/SnackbarService';
import { shortenAddress } from '../../../domain/address/shortenAddress';
import { formatBalance } from '../../../domain/format/formatBalance';
import { walletFeaturesToShow } from '../../../domain/options/WalletFeaturesToShow';
import { Avatar } from '../../components/Avatar';
import { useObservableValue } from '../../hooks/useObservableValue';
import { CopyIcon, DisconnectIcon, ExternalLinkIcon } from '../../icons/viewIcons';
import { t } from './accountMessages';
import { useKeyportApp } from '../../react/KeyportAppContext';
import { useStoreState } from '../../react/useStoreState';
import { ExternalLink } from '../shared/ExternalLink';
import { AccountTabs } from './AccountTabs';
import { ActivityList } from './ActivityList';
import { NftGrid } from './NftGrid';
import { NotShownNote } from './NotShownNote';
import { TokenList } from './TokenList';
import { WalletFeatureButtons } from './WalletFeatureButtons';
import { walletFeatureView } from './walletFeatureViews';

/**
 * The Account view: who is connected (name or address, avatar, balance, explorer link, copy),
 * the wallet features this modal can open, the Tokens, NFTs and Activity tabs, and disconnect.
 */
export function AccountView() {
  const app = useKeyportApp('AccountView');
  // The tabs' use case travels with this view; enabling it again is a no-op.
  app.core.enable(accountViewFeature);
  const { activeNamespace, activeCaipNetwork } = useStoreState(app.resolve(ChainStore));
  useStoreState(app.resolve(AccountStore));
  const account =
    activeNamespace === undefined ? undefined : app.resolve(AccountStore).account(activeNamespace);
  const { features } = useStoreState(app.resolve(OptionsStore));
  const rows = useStoreState(app.resolve(AccountViewStore));
  const accountView = app.resolve(AccountViewService);
  const currentTab = useObservableValue(() => accountView.currentTab$, [accountView]);
  const panel = useRef<HTMLDivElement>(null);
  const [disconnecting, setDisconnecting] = useState(false);
  const focusPanel = useCallback(
    () => panel.current?.querySelector<HTMLElement>('[role="tabpanel"]')?.focus(),
    [],
  );

  const address = account?.address;
  if (!account || !address || activeNamespace === undefined) {
    return (
      <div className="kp-empty" data-testid="view-Account">
        <p className="kp-paragraph">{t('account.notConnected')}</p>
      </div>
    );
  }

  const snackbar = app.resolve(SnackbarService);
  const copyAddress = (): Promise<void> =>
    copyWithSnackbar(snackbar, address, { copied: t('account.copied'), failed: t('account.copyFailed') });
  const disconnect = async (): Promise<void> => {
    if (disconnecting) return;
    setDisconnecting(true);
    try {
      await app.resolve(DisconnectService).disconnect();
      await app.resolve(ModalService).close();
    } finally {
      setDisconnecting(false);
    }
  };

  const shownFeatures = walletFeaturesToShow(features, {
    namespace: activeNamespace,
    chainId: activeCaipNetwork?.id,
  });
  const openFeature = (feature: Parameters<typeof walletFeatureView>[0]): void => {
    app.resolve(RouterService).push({ view: walletFeatureView(feature) });
  };

  const balance =
    account.balance !== undefined && account.balanceSymbol !== undefined
      ? t('account.balance', {
          amount: displayed(account.balance, formatBalance),
          symbol: account.balanceSymbol,
        })
      : undefined;

  return (
    <div data-testid="view-Account">
      <section className="kp-account">
        <Avatar address={address} imageUrl={account.profileImage} size={64} />
        <p className="kp-account-name" data-testid="account-address" title={address}>
          {account.profileName || shortenAddress(address)}
        </p>
        {balance !== undefined && (
          <p className="kp-account-balance" data-testid="account-balance">
            {balance}
          </p>
        )}
        <div className="kp-actions">
          <button
            type="button"
            className="kp-button"
            onClick={() => void copyAddress()}
            data-testid="copy-address"
          >
            <CopyIcon />
            {t('account.copy')}
          </button>
          {account.addressExplorerUrl && (
            <ExternalLink className="kp-button" href={account.addressExplorerUrl}>
              <ExternalLinkIcon />
              {t('account.explorer')}
            </ExternalLink>
          )}
        </div>
      </section>

      <WalletFeatureButtons features={shownFeatures} onSelect={openFeature} />

      <div ref={panel}>
        <AccountTabs current={currentTab} onSelect={(tab) => void accountView.setTab(tab)}>
          {currentTab === 'Tokens' && (
            <>
              {!rows.tokensLoading && (
                <p className="kp-text-muted kp-text-sm kp-paragraph" data-testid="account-total">
                  {rows.tokensProblem === undefined
                    ? t('account.totalValue', { value: rows.totalUsd })
                    : t('account.totalUnavailable')}
                </p>
              )}
              <TokenList
                rows={rows.tokens}
                loading={rows.tokensLoading}
                problem={rows.tokensProblem}
                onRetry={() => {
                  // The button gives way to the loading state: focus stays in the tab.
                  focusPanel();
                  void accountView.retryTokens();
                }}
              />
              <NotShownNote list="tokens" count={rows.tokensNotShown} />
            </>
          )}
          {currentTab === 'NFTs' && (
            <>
              <NftGrid rows={rows.nfts} loading={rows.nftsLoading} />
              <NotShownNote list="nfts" count={rows.nftsNotShown} />
            </>
          )}
          {currentTab === 'Activity' && (
            <>
              <ActivityList
                rows={rows.activity}
                hasMore={rows.next !== null}
                loading={rows.activityLoading}
                failed={rows.activityFailure !== undefined}
                onLoadMore={() => void accountView.loadMoreActivity()}
                onRetry={() => {
                  focusPanel();
                  void accountView.retryActivity();
                }}
                onExhausted={focusPanel}
              />
              <NotShownNote list="activity" count={rows.activityNotShown} />
            </>
          )}
        </AccountTabs>
      </div>

      <button
        type="button"
        className="kp-button kp-button-block kp-footer"
        onClick={() => void disconnect()}
        aria-disabled={disconnecting}
        data-testid="disconnect-button"
      >
        <DisconnectIcon />
        {t('account.disconnect')}
      </button>
    </div>
  );
}
