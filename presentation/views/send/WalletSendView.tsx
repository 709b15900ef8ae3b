import * as E from 'fp-ts/Either';
import { type FormEvent, useEffect, useId } from 'react';
import { ChainStore } from '../../../application/chain/ChainStore';
import { SendFlowStore } from '../../../application/send/SendFlowStore';
import { sendFeature } from '../../../application/send/sendFeature';
import { SendService } from '../../../application/send/SendService';
import { SendStore } from '../../../application/send/SendStore';
import { shortenAddress } from '../../../domain/address/shortenAddress';
import { Avatar } from '../../components/Avatar';
import { t } from './sendMessages';
import { useKeyportApp } from '../../react/KeyportAppContext';
import { useStoreState } from '../../react/useStoreState';
import { SendTokenPicker } from './SendTokenPicker';
import { useSendStyles } from './useSendStyles';

/**
 * The send form (SPEC §3 send state): the token from the account's balances, the amount with
 * "Max", and the receiver as an address or a name (shown with its avatar and address once
 * resolved). The first SPEC §5 reason the form cannot be sent is written under it, and the
 * review button stays disabled until there is none.
 */
export function WalletSendView() {
  const app = useKeyportApp('WalletSendView');
  // The send use case travels with this view; enabling it again is a no-op.
  app.core.enable(sendFeature);
  useSendStyles();
  const service = app.resolve(SendService);
  const form = useStoreState(app.resolve(SendStore));
  const flow = useStoreState(app.resolve(SendFlowStore));
  useStoreState(app.resolve(ChainStore));
  const ids = useId();
  useEffect(() => {
    void service.loadTokens();
  }, [service]);

  const checked = service.check();
  const message = flow.receiverError ?? (E.isLeft(checked) ? checked.left.shortMessage : undefined);
  const ready = message === undefined && !flow.resolvingName;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (ready) void service.review();
  };

  return (
    <form className="kp-send" data-testid="view-WalletSend" onSubmit={submit} noValidate>
      <fieldset className="kp-send-field">
        <legend className="kp-send-label">{t('send.token')}</legend>
        <SendTokenPicker
          tokens={form.tokenBalances}
          picked={form.token}
          loading={form.loading}
          onPick={(token) => service.selectToken(token)}
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
            onChange={(event) => service.setAmount(event.target.value)}
            aria-describedby={`${ids}-message`}
            data-testid="send-amount"
          />
          <button
            type="button"
            className="kp-button"
            onClick={() => void service.setMax()}
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
          onChange={(event) => void service.setReceiver(event.target.value)}
          aria-describedby={`${ids}-message`}
          data-testid="send-receiver"
        />
        {flow.resolvingName && <p className="kp-text-muted kp-text-sm kp-paragraph">{t('send.resolving')}</p>}
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
