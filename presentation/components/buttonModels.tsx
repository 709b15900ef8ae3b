import { Suspense } from 'react';
import { getChainImage } from '../../application/instance/actions/getChainImage';
import { type Keyport } from '../../application/instance/Keyport';
import { shortenAddress } from '../../domain/address/shortenAddress';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { formatBalance } from '../../domain/format/formatBalance';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { LazyNetworkIcon, LazyUnsupportedNetworkIcon } from '../icons/LazyNetworkIcons';
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

/** What the network button shows of the active network. */
export interface ButtonNetwork {
  readonly caipNetwork: CaipNetwork | undefined;
  /** The wallet is on a network the site does not support (`getNetwork`'s `unsupported`). */
  readonly unsupported: boolean;
}

/**
 * The active network's icon and name, opening the Networks view; or, while the wallet is on a
 * network the site does not support, a warning ("Wrong network") that opens UnsupportedChain,
 * where the visitor switches or disconnects (SPEC §4). The warning wins over the host's `label`:
 * a label names the network the visitor is on, and that is the one thing to correct.
 */
export function networkButtonModel(
  keyport: Keyport,
  { caipNetwork: network, unsupported }: ButtonNetwork,
  props: { readonly label?: string; readonly disabled?: boolean },
): HostButtonModel {
  const size = 24;
  const placeholder = <span className="kp-network-placeholder" style={{ width: size, height: size }} />;
  return {
    testId: 'network-button',
    kind: unsupported ? 'kp-network-button kp-network-unsupported' : 'kp-network-button',
    opens: unsupported ? 'UnsupportedChain' : 'Networks',
    disabled: props.disabled === true,
    onClick: () => void keyport.open({ view: unsupported ? 'UnsupportedChain' : 'Networks' }),
    content: unsupported ? (
      <>
        <Suspense fallback={placeholder}>
          <LazyUnsupportedNetworkIcon size={size} />
        </Suspense>
        {t('button.wrongNetwork')}
      </>
    ) : (
      <>
        {network && (
          <Suspense fallback={placeholder}>
            <LazyNetworkIcon
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
