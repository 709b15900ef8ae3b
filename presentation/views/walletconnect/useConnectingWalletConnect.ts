import { useMemo, useState } from 'react';
import { getDevice } from '../../../application/instance/actions/getDevice';
import { getPickedWallet } from '../../../application/instance/actions/getPickedWallet';
import { openWalletLink, type PlatformLink } from '../../../application/instance/actions/openWalletLink';
import { showMessage } from '../../../application/instance/actions/showMessage';
import { isLinkPlatform, platformLink } from '../../../domain/wallet/platformLinks';
import {
  walletConnectPlatforms,
  type WalletConnectPlatform,
} from '../../../domain/wallet/walletConnectPlatforms';
import { useKeyport } from '../../react/KeyportAppContext';
import { t } from './walletConnectMessages';
import { useWalletConnectPairing } from './useWalletConnectPairing';
import { useConnectOptions } from '../connect/useConnectOptions';

/** Whether this page is shown inside another page's frame (where only the top page may leave for an app). */
function isInFrame(): boolean {
  return window.self !== window.top;
}

/**
 * The ConnectingWalletConnect view's model: the wallet picked (with the image its tile showed),
 * the REFERENCE §7 platforms it can be reached on (on a phone its app first) and the one chosen,
 * the link that opens it there with the pairing uri, and the pairing itself.
 */
export function useConnectingWalletConnect(walletId: string | undefined) {
  const keyport = useKeyport('ConnectingWalletConnectView');
  const pairing = useWalletConnectPairing('ConnectingWalletConnectView', walletId);
  // Neither the device nor a wallet once picked changes while the view is shown.
  const device = useMemo(() => getDevice(keyport), [keyport]);
  const picked = useMemo(
    () => (walletId === undefined ? undefined : getPickedWallet(keyport, { walletId })),
    [keyport, walletId],
  );
  const wallet = picked?.wallet;
  const platforms = walletConnectPlatforms(wallet, device.isMobile);
  const [chosen, setChosen] = useState<WalletConnectPlatform | undefined>(undefined);
  const current = chosen !== undefined && platforms.includes(chosen) ? chosen : (platforms[0] ?? 'qrcode');

  const { preferUniversalLinks } = useConnectOptions('ConnectingWalletConnectView');
  const context = {
    isTelegram: device.isTelegram,
    os: device.os,
    inFrame: isInFrame(),
    preferUniversalLinks,
  };
  const link =
    isLinkPlatform(current) && pairing.uri !== undefined
      ? platformLink(current, wallet ?? {}, pairing.uri, context)
      : undefined;
  const open = (toOpen: PlatformLink): void => {
    try {
      openWalletLink(keyport, { link: toOpen, ...(wallet === undefined ? {} : { wallet }) });
    } catch (error) {
      // The link rule refused it as it was opened: nothing opened, and the visitor is told.
      showMessage(keyport, { kind: 'error', error });
    }
  };

  return {
    ...pairing,
    walletName: wallet?.name ?? t('connecting.walletFallback'),
    imageUrl: picked?.imageUrl,
    platforms,
    current,
    choosePlatform: setChosen,
    link,
    open,
  };
}
