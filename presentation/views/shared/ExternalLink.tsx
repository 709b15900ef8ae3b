import { type ReactNode } from 'react';
import { safeLinkOrUndefined } from '../../../domain/link/checkLink';
import { t } from './linkMessages';

/**
 * A link to another site, opened in a new tab without giving that site a handle on this page;
 * screen readers hear that it opens a new tab. The address is checked by the web-link rule
 * (`domain/link`) as it is rendered, whatever checked it before: one that fails it is not
 * rendered at all, so neither a click nor "open in new tab" can follow it.
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
  const checked = safeLinkOrUndefined('web link', href);
  if (checked === undefined) return null;
  return (
    <a className={className} href={checked} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="kp-visually-hidden"> {t('link.newTab')}</span>
    </a>
  );
}
