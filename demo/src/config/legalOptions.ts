import { type AppKitOptions } from '../../../presentation/index';
import { type LegalFlag } from './readDemoFlags';

/**
 * The options `&legal=` asks for: the demo's own terms and privacy pages (served beside it) as
 * the site's links, and with `checkbox` the visitor ticks them before connecting.
 */
export function legalOptions(
  legal: LegalFlag | undefined,
  origin: string,
): Pick<AppKitOptions, 'termsConditionsUrl' | 'privacyPolicyUrl' | 'features'> {
  if (legal === undefined) return {};
  return {
    termsConditionsUrl: new URL('/terms.html', origin).toString(),
    privacyPolicyUrl: new URL('/privacy.html', origin).toString(),
    ...(legal === 'checkbox' ? { features: { legalCheckbox: true } } : {}),
  };
}
