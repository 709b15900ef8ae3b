import { type FormEvent, useId, useRef } from 'react';
import { shortenAddress } from '../../../domain/address/shortenAddress';
import { Avatar } from '../../components/Avatar';
import { type ViewProps } from '../../modal/ViewProps';
import { TokenPicker } from '../shared/token-picker/TokenPicker';
import { t } from './sendMessages';
import { useSendForm } from './useSendForm';
import { useSendStyles } from './useSendStyles';

/**
 * The send form (SPEC §3 send state): the token (the native one, or the one the host asked for,
 * picked to start with), the amount with "Max" and its USD worth, and the receiver as an address
 * or a name (shown with its avatar and address once resolved). The form's first SPEC §5 problem
 * is written under it once the visitor has left the field it is about, or pressed "Review send",
 * which then moves focus to the field to fix. While a problem shows, the button reads as disabled.
 */
export function WalletSendView({ entry }: ViewProps) {
  useSendStyles();
  const { form, options, pickedKey, amountUsd, resolvingName, message, canReview, flow } = useSendForm(entry);
  const ids = useId();
  const amountField = useRef<HTMLInputElement>(null);
  const receiverField = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const toFix = flow.submit();
    if (toFix === 'amount') amountField.current?.focus();
    if (toFix === 'receiver') receiverField.current?.focus();
  };

  return (
    <form className="kp-send" data-testid="view-WalletSend" onSubmit={submit} noValidate>
      <div className="kp-send-field">
        <span className="kp-send-label" aria-hidden="true">
          {t('send.token')}
        </span>
        {form.loading && options.length === 0 ? (
          <p className="kp-text-muted kp-paragraph">{t('send.tokensLoading')}</p>
        ) : options.length === 0 ? (
          <p className="kp-text-muted kp-paragraph">{t('send.noTokens')}</p>
        ) : (
          <TokenPicker
            label={t('send.token')}
            options={options}
            picked={pickedKey}
            onPick={(key) => flow.selectTokenByKey(key)}
            layout="block"
            testId="send-token"
          />
        )}
      </div>

      <div className="kp-send-field">
        <label className="kp-send-label" htmlFor={`${ids}-amount`}>
          {t('send.amount')}
        </label>
        <div className="kp-send-amount">
          <input
            ref={amountField}
            id={`${ids}-amount`}
            className="kp-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('send.amountPlaceholder')}
            value={form.sendTokenAmount ?? ''}
            onChange={(event) => flow.setAmount(event.target.value)}
            onBlur={() => flow.touch('amount')}
            aria-describedby={`${ids}-amount-usd ${ids}-message`}
            data-testid="send-amount"
          />
          <button
            type="button"
            className="kp-button"
            onClick={() => void flow.setMax()}
            disabled={form.token === undefined}
            data-testid="send-max"
          >
            {t('send.max')}
          </button>
        </div>
        <p className="kp-send-hint" id={`${ids}-amount-usd`} data-testid="send-amount-usd">
          {amountUsd === undefined ? '' : t('send.amountUsd', { usd: amountUsd })}
        </p>
      </div>

      <div className="kp-send-field">
        <label className="kp-send-label" htmlFor={`${ids}-receiver`}>
          {t('send.receiver')}
        </label>
        <input
          ref={receiverField}
          id={`${ids}-receiver`}
          className="kp-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('send.receiverPlaceholder')}
          value={form.receiverInput ?? ''}
          onChange={(event) => void flow.setReceiver(event.target.value)}
          onBlur={() => flow.touch('receiver')}
          aria-describedby={`${ids}-message`}
          data-testid="send-receiver"
        />
        {resolvingName && <p className="kp-text-muted kp-text-sm kp-paragraph">{t('send.resolving')}</p>}
        {form.receiverProfileName && form.receiverAddress && (
          <p className="kp-send-receiver" data-testid="send-receiver-profile">
            <Avatar address={form.receiverAddress} imageUrl={form.receiverProfileImageUrl} size={24} />
            <span className="kp-row-title">{form.receiverProfileName}</span>
            <span className="kp-text-muted" title={form.receiverAddress}>
              {shortenAddress(form.receiverAddress)}
            </span>
          </p>
        )}
      </div>

      <p className="kp-send-message" id={`${ids}-message`} aria-live="polite" data-testid="send-message">
        {message ?? ''}
      </p>

      {/* aria-disabled, not disabled: a press that comes as a field is left (and its problem
          shows) must still land, and move focus to the field to fix. */}
      <button
        type="submit"
        className="kp-button kp-button-primary kp-button-block"
        aria-disabled={!canReview}
        data-testid="send-review"
      >
        {t('send.review')}
      </button>
    </form>
  );
}
