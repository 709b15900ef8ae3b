import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { type WalletConnectPlatform } from '../../../domain/wallet/walletConnectPlatforms';
import { nextTabIndex } from '../../keyboard/tabNavigation';
import { t } from './walletConnectMessages';

const PLATFORM_LABELS = {
  qrcode: 'platform.qrcode',
  mobile: 'platform.mobile',
  web: 'platform.web',
  desktop: 'platform.desktop',
} as const;

interface PlatformTabsProps {
  readonly platforms: readonly WalletConnectPlatform[];
  readonly current: WalletConnectPlatform;
  readonly onSelect: (platform: WalletConnectPlatform) => void;
  /** The open platform's content. */
  readonly children: ReactNode;
}

/**
 * The ways to reach the wallet (REFERENCE §7 platforms) as a WAI-ARIA tab list, like the Account
 * tabs: one tab stop, the arrow keys and Home/End move between platforms and open them. A wallet
 * reachable one way only gets no tab list, just the panel.
 */
export function PlatformTabs({ platforms, current, onSelect, children }: PlatformTabsProps) {
  const baseId = useId();
  const tabs = useRef(new Map<WalletConnectPlatform, HTMLButtonElement>());
  const tabId = (platform: WalletConnectPlatform): string => `${baseId}-tab-${platform}`;
  const panelId = `${baseId}-panel`;

  if (platforms.length < 2) return <>{children}</>;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const next = nextTabIndex(platforms.indexOf(current), event.key, platforms.length);
    const platform = next === undefined ? undefined : platforms[next];
    if (platform === undefined) return;
    event.preventDefault();
    onSelect(platform);
    tabs.current.get(platform)?.focus();
  };

  return (
    <>
      <div className="kp-tabs kp-wc-tabs" role="tablist" aria-label={t('wc.platforms')} onKeyDown={onKeyDown}>
        {platforms.map((platform) => {
          const selected = platform === current;
          return (
            <button
              key={platform}
              ref={(element) => {
                if (element) tabs.current.set(platform, element);
                else tabs.current.delete(platform);
              }}
              type="button"
              role="tab"
              id={tabId(platform)}
              className="kp-tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(platform)}
              data-testid={`wc-platform-${platform}`}
            >
              {t(PLATFORM_LABELS[platform])}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)} className="kp-tabpanel">
        {children}
      </div>
    </>
  );
}
