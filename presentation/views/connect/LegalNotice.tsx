import { OptionsStore } from '../../../application/options/OptionsStore';
import { t } from './connectMessages';
import { useKeyportApp } from '../../react/KeyportAppContext';
import { useStoreState } from '../../react/useStoreState';
import { ExternalLink } from '../shared/ExternalLink';

/** The host's terms and privacy links (options `termsConditionsUrl`, `privacyPolicyUrl`), when set. */
export function LegalNotice() {
  const { termsConditionsUrl, privacyPolicyUrl } = useStoreState(
    useKeyportApp('LegalNotice').resolve(OptionsStore),
  );
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
