import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { feeRangeLabel, type OnrampProvider } from '../../../domain/onramp/OnrampProviders';
import { type PaymentMethodLimit } from '../../../domain/onramp/OnrampOptions';
import { type PurchaseAmountProblem } from '../../../domain/onramp/purchaseAmountProblem';
import { t } from './onrampMessages';

const NAMESPACE_LABELS: Readonly<Record<ChainNamespace, `onramp.namespace.${ChainNamespace}`>> = {
  eip155: 'onramp.namespace.eip155',
  solana: 'onramp.namespace.solana',
  bip122: 'onramp.namespace.bip122',
  polkadot: 'onramp.namespace.polkadot',
};

const METHOD_LABELS: Readonly<Record<string, 'onramp.method.card' | 'onramp.method.ach_bank_account'>> = {
  card: 'onramp.method.card',
  ach_bank_account: 'onramp.method.ach_bank_account',
};

/** "Fee 1-2%" and "Delivers on EVM networks, Solana" for a provider row. */
export function providerDetails(provider: OnrampProvider): { fee: string; namespaces: string } {
  const namespaces = provider.supportedNamespaces
    .map((namespace) => t(NAMESPACE_LABELS[namespace]))
    .join(t('onramp.namespaceSeparator'));
  return {
    fee: t('onramp.providerFee', { fee: feeRangeLabel(provider) }),
    namespaces: t('onramp.providerNamespaces', { namespaces }),
  };
}

/** "Card: 10.00 to 7500.00 USD"; a method without a label of ours is named by its id. */
export function limitText(limit: PaymentMethodLimit, currency: string): string {
  const key = METHOD_LABELS[limit.id];
  const method = key === undefined ? limit.id : t(key);
  return t('onramp.limit', { method, min: limit.min, max: limit.max, currency });
}

/** What the amount field says about its amount; nothing while it is empty. */
export function amountProblemText(
  problem: PurchaseAmountProblem | undefined,
  currency: string,
): string | undefined {
  switch (problem?.kind) {
    case undefined:
    case 'missing':
      return undefined;
    case 'invalid':
      return t('onramp.amount.invalid');
    case 'belowMinimum':
      return t('onramp.amount.belowMinimum', { min: problem.min, currency });
    case 'aboveMaximum':
      return t('onramp.amount.aboveMaximum', { max: problem.max, currency });
  }
}
