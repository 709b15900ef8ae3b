import { t } from './connectMessages';
import { ExternalLink } from '../shared/ExternalLink';
import { useConnectOptions } from './useConnectOptions';

/** The host's terms and privacy links (options `termsConditionsUrl`, `privacyPolicyUrl`), when set. */
export function LegalNotice() {
  const { termsConditionsUrl, privacyPolicyUrl } = useConnectOptions('LegalNotice');
  if (!termsConditionsUrl && !privacyPolicyUrl) return null;
  return (
    <p className="kp-legal" data-testid="legal-notice">
      {t('legal.intro')}{' '}
      {termsConditionsUrl && (
        <ExternalLink className="kp-link" href={termsConditionsUrl}>
          {t('legal.terms')}
        </ExternalLink>
      )}
      {termsConditionsUrl && privacyPolicyUrl && ` ${t('legal.and')} `}
      {privacyPolicyUrl && (
        <ExternalLink className="kp-link" href={privacyPolicyUrl}>
          {t('legal.privacy')}
        </ExternalLink>
      )}
    </p>
  );
}
