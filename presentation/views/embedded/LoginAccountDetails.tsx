import { MailIcon } from '../../icons/loginIcons';
import { SocialMark } from '../shared/social/SocialMark';
import { t } from './embeddedMessages';
import { useEmbeddedLogin } from './useEmbeddedLogin';
import { useEmbeddedStyles } from './useEmbeddedStyles';
import { useLoginAccount } from './useLoginAccount';
import { type EmbeddedLogin } from '../../../application/instance/embeddedLoginTypes';

const ACCOUNT_TYPE_NAMES = { smartAccount: 'loginAccount.smartAccount', eoa: 'loginAccount.eoa' } as const;

function LoginDetails({ login }: { readonly login: EmbeddedLogin }) {
  useEmbeddedStyles();
  const account = useLoginAccount(login);
  const providerName = account.provider === 'email' ? t('email.label') : t(`social.${account.provider}`);
  const chooseSmartAccount = (on: boolean): void => account.setAccountType(on ? 'smartAccount' : 'eoa');
  return (
    <section className="kp-login-details" data-testid="login-details">
      <div className="kp-row kp-row-static kp-login-identity" data-testid="login-identity">
        {account.provider === 'email' ? (
          <span className="kp-wallet-image kp-wallet-placeholder" aria-hidden>
            <MailIcon />
          </span>
        ) : (
          <SocialMark provider={account.provider} size={40} />
        )}
        <span className="kp-row-text">
          <span className="kp-text-sm kp-text-muted">
            {t('loginAccount.via', { provider: providerName })}
          </span>
          {account.identity !== undefined && <span className="kp-row-title kp-name">{account.identity}</span>}
        </span>
        {account.accountType !== undefined && (
          <span className="kp-badge" data-testid="account-type">
            <span className="kp-visually-hidden">
              {t('loginAccount.type', { type: t(ACCOUNT_TYPE_NAMES[account.accountType]) })}
            </span>
            <span aria-hidden>{t(ACCOUNT_TYPE_NAMES[account.accountType])}</span>
          </span>
        )}
      </div>
      {account.canChooseSmartAccount && (
        <label className="kp-switch" data-testid="smart-account-switch">
          <input
            type="checkbox"
            role="switch"
            className="kp-switch-input"
            checked={account.accountType === 'smartAccount'}
            aria-disabled={account.switching}
            onChange={(event) => chooseSmartAccount(event.target.checked)}
          />
          <span className="kp-switch-track" aria-hidden />
          {t('loginAccount.useSmartAccount')}
        </label>
      )}
      {account.provider === 'email' && (
        <button
          type="button"
          className="kp-button kp-button-block"
          onClick={account.updateEmail}
          data-testid="update-email"
        >
          {t('loginAccount.updateEmail')}
        </button>
      )}
    </section>
  );
}

/**
 * The Account view's details of an embedded-wallet login (loaded with the embedded wallet's views,
 * the first time the Account view shows one): how the visitor logged in, the account type with a
 * switch where smart accounts exist, and "Update email" for an email login. Nothing while the
 * embedded wallet loads, or where it cannot.
 */
export function LoginAccountDetails() {
  const load = useEmbeddedLogin();
  return load.status === 'ready' ? <LoginDetails login={load.login} /> : null;
}
