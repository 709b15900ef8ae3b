import { type FormEvent, useId } from 'react';
import { shortenAddress } from '../../../domain/address/shortenAddress';
import { Avatar } from '../../components/Avatar';
import { t } from './sendMessages';
import { SendTokenPicker } from './SendTokenPicker';
import { useSendForm } from './useSendForm';
import { useSendStyles } from './useSendStyles';

/**
 * The send form (SPEC §3 send state): the token from the account's balances, the amount with
 * "Max", and the receiver as an address or a name (shown with its avatar and address once
 * resolved). The first SPEC §5 reason the form cannot be sent is written under it, and the
 * review button stays disabled until there is none.
 */
export function WalletSendView() {
  useSendStyles();
  const { form, resolvingName, message, ready, flow } = useSendForm();
  const ids = useId();
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (ready) void flow.review();
  };

  return (
    <form className="kp-send" data-testid="view-WalletSend" onSubmit={submit} noValidate>
      <fieldset className="kp-send-field">
        <legend className="kp-send-label">{t('send.token')}</legend>
        <SendTokenPicker
          tokens={form.tokenBalances}
          picked={form.token}
          loading={form.loading}
          onPick={(token) => flow.selectToken(token)}
        />
      </fieldset>

      <div className="kp-send-field">
        <label className="kp-send-label" htmlFor={`${ids}-amount`}>
          {t('send.amount')}
        </label>
        <div className="kp-send-amount">
          <input
            id={`${ids}-amount`}
            className="kp-input"
            inputMode="decimal"
            autoComplete="off"
            value={form.sendTokenAmount ?? ''}
            onChange={(event) => flow.setAmount(event.target.value)}
            aria-describedby={`${ids}-message`}
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
      </div>

      <div className="kp-send-field">
        <label className="kp-send-label" htmlFor={`${ids}-receiver`}>
          {t('send.receiver')}
        </label>
        <input
          id={`${ids}-receiver`}
          className="kp-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('send.receiverPlaceholder')}
          value={form.receiverInput ?? ''}
          onChange={(event) => void flow.setReceiver(event.target.value)}
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

      <button
        type="submit"
        className="kp-button kp-button-primary kp-button-block"
        disabled={!ready}
        data-testid="send-review"
      >
        {t('send.review')}
      </button>
    </form>
  );
}
