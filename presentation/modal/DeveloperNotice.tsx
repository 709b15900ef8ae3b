import { type Alert } from '../../domain/errors/Alerts';
import { useStyleSheet } from '../theme/useStyleSheet';
import { DEVELOPER_NOTICE_CSS } from './developerNoticeCss';
import { t } from './modalMessages';

/** The id of the notice's stylesheet, so that it is added to the page once. */
export const DEVELOPER_NOTICE_STYLE_ID = 'keyport-developer-notice';

/**
 * The SPEC §8 alerts standing, for the site's developer, at the top of every view while the page
 * runs on their own machine (see `DeveloperNoticeSlot`): a missing or refused project id otherwise
 * only shows as a thinner wallet list.
 */
export function DeveloperNotice({ alerts }: { readonly alerts: readonly Alert[] }) {
  useStyleSheet(DEVELOPER_NOTICE_STYLE_ID, DEVELOPER_NOTICE_CSS);
  return (
    <div
      className="kp-developer-notice"
      role="note"
      aria-label={t('developer.label')}
      data-testid="developer-notice"
    >
      <p className="kp-developer-notice-label">{t('developer.label')}</p>
      <ul className="kp-developer-notice-list">
        {alerts.map((alert) => (
          <li key={alert.code} data-alert={alert.code}>
            <strong>{alert.title}</strong> {alert.description}
          </li>
        ))}
      </ul>
      <p className="kp-developer-notice-hint">{t('developer.hint')}</p>
    </div>
  );
}
