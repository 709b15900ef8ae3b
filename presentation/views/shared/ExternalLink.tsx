import { type ReactNode } from 'react';
import { t } from '../../messages/t';

/**
 * A link to another site, opened in a new tab without giving that site a handle on this page;
 * screen readers hear that it opens a new tab.
 */
export function ExternalLink({
  href,
  className,
  children,
}: {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
}) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="kp-visually-hidden"> {t('link.newTab')}</span>
    </a>
  );
}
