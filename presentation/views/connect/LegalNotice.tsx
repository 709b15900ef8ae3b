import { t } from './connectMessages';
import { ExternalLink } from '../shared/ExternalLink';
import { useConnectOptions } from './useConnectOptions';

/** What `features.legalCheckbox` asks of the visitor before a wallet can be picked. */
export interface LegalAgreement {
  readonly agreed: boolean;
  readonly onChange: (agreed: boolean) => void;
}

/**
 * The host's terms and privacy links (options `termsConditionsUrl`, `privacyPolicyUrl`), when set:
 * a notice, or with `agreement` (`features.legalCheckbox`) a checkbox the visitor ticks to agree.
 */
export function LegalNotice({ agreement }: { readonly agreement?: LegalAgreement | undefined }) {
  const { termsConditionsUrl, privacyPolicyUrl } = useConnectOptions('LegalNotice');
  if (!termsConditionsUrl && !privacyPolicyUrl) return null;
  const links = (
    <>
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
    </>
  );
  if (agreement !== undefined) {
    return (
      <label className="kp-legal kp-legal-check" data-testid="legal-notice">
        <input
          type="checkbox"
          data-testid="legal-checkbox"
          checked={agreement.agreed}
          onChange={(event) => agreement.onChange(event.currentTarget.checked)}
        />
        <span>
          {t('legal.agree')} {links}
        </span>
      </label>
    );
  }
  return (
    <p className="kp-legal" data-testid="legal-notice">
      {t('legal.intro')} {links}
    </p>
  );
}
