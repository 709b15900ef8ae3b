import { lazy, Suspense } from 'react';
import { getChainImage } from '../../application/instance/actions/getChainImage';
import { type Keyport } from '../../application/instance/Keyport';
import { shortenAddress } from '../../domain/address/shortenAddress';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { formatBalance } from '../../domain/format/formatBalance';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { t } from '../messages/t';
import { Avatar } from './Avatar';
import { type HostButtonModel } from './HostButton';
import { type ButtonAccount } from './useButtonAccount';

/** REFERENCE §5 `<appkit-connect-button>` properties. */
export interface ConnectButtonProps {
  readonly size?: 'md' | 'sm';
  readonly label?: string;
  readonly loadingLabel?: string;
  readonly namespace?: ChainNamespace;
  readonly disabled?: boolean;
}

/** REFERENCE §5 `<appkit-account-button>` properties. */
export interface AccountButtonProps {
  readonly size?: 'md' | 'sm';
  readonly balance?: 'show' | 'hide';
  readonly charsStart?: number;
  readonly charsEnd?: number;
  readonly namespace?: ChainNamespace;
  readonly disabled?: boolean;
}

export function connectButtonModel(
  keyport: Keyport,
  state: ButtonAccount,
  props: ConnectButtonProps,
): HostButtonModel {
  const label = props.label ?? t('button.connect');
  const loadingLabel = props.loadingLabel ?? t('button.connecting');
  return {
    testId: 'connect-button',
    kind: 'kp-connect-button',
    opens: 'Connect',
    busy: state.isConnecting,
    disabled: props.disabled === true,
    onClick: () => void keyport.open({ view: 'Connect' }),
    content: state.isConnecting ? (
      <>
        <span className="kp-button-spinner" aria-hidden />
        {loadingLabel}
      </>
    ) : (
      label
    ),
  };
}

/** The balance as the button shows it (SPEC §9: floored to 3 decimals), when there is one. */
function balanceText(state: ButtonAccount): string | undefined {
  const { balance, balanceSymbol } = state;
  if (balance === undefined || balanceSymbol === undefined) return undefined;
  let amount = balance;
  try {
    amount = formatBalance(balance);
  } catch {
    // A balance that is not a decimal number is shown as the wallet gave it.
  }
  return t('button.balance', { amount, symbol: balanceSymbol });
}

export function accountButtonModel(
  keyport: Keyport,
  state: ButtonAccount,
  props: AccountButtonProps,
): HostButtonModel {
  const address = state.address ?? '';
  const balance = props.balance === 'hide' ? undefined : balanceText(state);
  return {
    testId: 'account-button',
    kind: 'kp-account-button',
    opens: 'Account',
    disabled: props.disabled === true,
    onClick: () => void keyport.open({ view: 'Account' }),
    content: (
      <>
        {balance !== undefined && <span data-testid="account-button-balance">{balance}</span>}
        <span className="kp-account-address">
          <Avatar address={address} imageUrl={state.profileImage} size={props.size === 'sm' ? 18 : 24} />
          <span data-testid="account-button-address">
            {state.profileName || shortenAddress(address, props.charsStart, props.charsEnd)}
          </span>
        </span>
      </>
    ),
  };
}

// The network marks load apart from the button, so a page showing only a connect button does
// not carry them.
const NetworkIcon = lazy(async () => ({
  default: (await import(/* webpackChunkName: "keyport-network-icons" */ '../icons/NetworkIcon')).NetworkIcon,
}));

export function networkButtonModel(
  keyport: Keyport,
  network: CaipNetwork | undefined,
  props: { readonly label?: string; readonly disabled?: boolean },
): HostButtonModel {
  const size = 24;
  return {
    testId: 'network-button',
    kind: 'kp-network-button',
    opens: 'Networks',
    disabled: props.disabled === true,
    onClick: () => void keyport.open({ view: 'Networks' }),
    content: (
      <>
        {network && (
          <Suspense
            fallback={<span className="kp-network-placeholder" style={{ width: size, height: size }} />}
          >
            <NetworkIcon
              network={network}
              size={size}
              chainImage={getChainImage(keyport, { chainId: network.id })}
            />
          </Suspense>
        )}
        {props.label ?? network?.name ?? t('button.networkFallback')}
      </>
    ),
  };
}
