import { MESSAGE_LOCALE } from '../../messages/t';
import { type AccountMessageKey, t } from './accountMessages';

const OPERATION_LABELS: Readonly<Record<string, Extract<AccountMessageKey, `activity.op.${string}`>>> = {
  send: 'activity.op.send',
  receive: 'activity.op.receive',
  trade: 'activity.op.trade',
  deposit: 'activity.op.deposit',
  withdraw: 'activity.op.withdraw',
  mint: 'activity.op.mint',
  burn: 'activity.op.burn',
  approve: 'activity.op.approve',
  execute: 'activity.op.execute',
  borrow: 'activity.op.borrow',
  repay: 'activity.op.repay',
  claim: 'activity.op.claim',
  stake: 'activity.op.stake',
  unstake: 'activity.op.unstake',
  deploy: 'activity.op.deploy',
  cancel: 'activity.op.cancel',
};

/**
 * How an operation type of the history reads ("send" is "Sent"); a type the table does not know
 * is shown as the history names it, capitalised.
 */
export function operationLabel(operationType: string): string {
  const key = OPERATION_LABELS[operationType];
  if (key !== undefined) return t(key);
  return operationType.charAt(0).toUpperCase() + operationType.slice(1);
}

const STATUS_LABELS: Readonly<Record<string, Extract<AccountMessageKey, `activity.status.${string}`>>> = {
  confirmed: 'activity.status.confirmed',
  failed: 'activity.status.failed',
  pending: 'activity.status.pending',
};

/** The text of a transaction status, or the status as the history names it. */
export function statusLabel(status: string): string {
  const key = STATUS_LABELS[status];
  return key === undefined ? status : t(key);
}

const dateFormat = new Intl.DateTimeFormat(MESSAGE_LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** The day a transaction was mined ("Nov 14, 2025"), or the text as received when it is no date. */
export function minedOn(minedAt: string): string {
  const date = new Date(minedAt);
  return Number.isNaN(date.getTime()) ? minedAt : dateFormat.format(date);
}
