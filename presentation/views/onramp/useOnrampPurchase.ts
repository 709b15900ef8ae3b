import { useCallback, useEffect, useMemo, useState } from 'react';
import { getAccountDetails } from '../../../application/instance/actions/getAccountDetails';
import {
  getOnrampOptions,
  type OnrampOffer,
  type OnrampProvider,
} from '../../../application/instance/actions/getOnrampOptions';
import { getOnrampQuote, type OnrampQuote } from '../../../application/instance/actions/getOnrampQuote';
import { navigate } from '../../../application/instance/actions/navigate';
import { openBuyCheckout } from '../../../application/instance/actions/openBuyCheckout';
import { showMessage } from '../../../application/instance/actions/showMessage';
import { watchAccountDetails } from '../../../application/instance/actions/watchAccountDetails';
import {
  type ReceivedPurchase,
  watchPurchaseDelivery,
} from '../../../application/instance/actions/watchPurchaseDelivery';
import { onrampProvidersFor, type OnrampProviderName } from '../../../domain/onramp/OnrampProviders';
import { type PurchaseChoices, type PurchaseForm, purchaseForm } from '../../../domain/onramp/purchaseForm';
import { deliveryCaipNetworkId, type OnrampNetworkContext } from '../../../domain/onramp/purchaseNetwork';
import { useKeyport } from '../../react/KeyportAppContext';
import { useKeyportValue } from '../../react/useKeyportValue';

/**
 * How long the amount must rest before it is priced: a quote per keystroke would price amounts
 * nobody meant (1, 10, 100…) and make the shown price flicker while the visitor types.
 */
export const ONRAMP_QUOTE_DELAY_MS = 400;

/** Where the visitor is in a purchase: choosing a provider, filling it in, or paying in the provider's window. */
export type OnrampStep = 'providers' | 'purchase' | 'checkout';

/** The buy flow as the OnRampProviders view renders it. */
export interface OnrampPurchase extends PurchaseForm {
  readonly step: OnrampStep;
  /** SPEC §9: the providers that deliver on the active namespace. */
  readonly providers: readonly OnrampProvider[];
  readonly provider: OnrampProviderName | undefined;
  /** True until the options have answered (or fallen back) for the account and network shown. */
  readonly optionsLoading: boolean;
  /** SPEC §7: the options call failed, so the built-in list is offered. */
  readonly usingBuiltInOptions: boolean;
  /** The amount to pay, as typed. */
  readonly amount: string;
  /** The price of the purchase as typed; `quoteEstimate` when it is only the SPEC §7 echo. */
  readonly quote: OnrampQuote | undefined;
  readonly quoteEstimate: boolean;
  readonly quoteLoading: boolean;
  /** The provider's page is being asked for. */
  readonly opening: boolean;
  /** An amount within the limits, a network to deliver on, and no page being opened already. */
  readonly canBuy: boolean;
  /** The provider's page opened for the current purchase, to open again if the window was lost. */
  readonly checkoutUrl: string | undefined;
  /** What the current purchase brought to the wallet, once its balance shows it arrived. */
  readonly received: ReceivedPurchase | undefined;
  readonly chooseProvider: (provider: OnrampProviderName) => void;
  readonly showProviders: () => void;
  readonly selectPurchaseCurrency: (id: string) => void;
  readonly selectPaymentCurrency: (id: string) => void;
  readonly setAmount: (amount: string) => void;
  /** Opens the provider's page for the purchase; a failure is told in the snackbar and the form stays. */
  readonly buy: () => Promise<void>;
  /** From "continue in the new window" back to the form, as it was filled in. */
  readonly returnToPurchase: () => void;
  /** After the purchase arrived: back to the account. */
  readonly done: () => void;
}

/** Where the visitor is, apart from the choices (which survive a new account or network). */
interface Flow {
  readonly step: OnrampStep;
  readonly provider: OnrampProviderName | undefined;
  readonly opening: boolean;
  readonly checkoutUrl: string | undefined;
  readonly received: ReceivedPurchase | undefined;
}

const START: Flow = {
  step: 'providers',
  provider: undefined,
  opening: false,
  checkoutUrl: undefined,
  received: undefined,
};

const NO_CHOICES: PurchaseChoices = {
  purchaseCurrencyId: undefined,
  paymentCurrencyId: undefined,
  amount: '',
};

/** The options answered for one account and network. */
interface Loaded {
  readonly context: string;
  readonly offer: OnrampOffer;
}

/** A quote answered for one request. */
interface Quoted {
  readonly request: string;
  readonly quote: OnrampQuote;
  readonly estimate: boolean;
}

/**
 * The buy flow (SPEC §3 onramp, §5 payment limits, §7 onramp calls, §9 providers):
 * the providers for the active namespace, then the purchase form (the visitor's choices, the
 * limits and their messages, a quote once the amount rests), then "continue in the new window"
 * while the visitor pays, watching the wallet for the purchase to arrive. A new account or
 * network starts over at the providers, with the choices kept.
 */
export function useOnrampPurchase(): OnrampPurchase {
  const keyport = useKeyport('OnRampProvidersView');
  const account = useKeyportValue(keyport, getAccountDetails, watchAccountDetails);
  const [flow, setFlow] = useState<Flow>(START);
  const [choices, setChoices] = useState<PurchaseChoices>(NO_CHOICES);
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [quoted, setQuoted] = useState<Quoted | undefined>(undefined);

  const context = useMemo<OnrampNetworkContext | undefined>(
    () =>
      account.namespace === undefined
        ? undefined
        : { namespace: account.namespace, caipNetworkId: account.network?.caipNetworkId },
    [account.namespace, account.network],
  );
  const contextKey = `${account.namespace}|${account.network?.caipNetworkId}|${account.address}`;

  // Providers, currencies and the delivery network all depend on the account and network.
  useEffect(() => {
    let current = true;
    setFlow(START);
    void getOnrampOptions(keyport).then((offer) => {
      if (current) setLoaded({ context: contextKey, offer });
    });
    return () => {
      current = false;
    };
  }, [keyport, contextKey]);

  const offer = loaded?.context === contextKey ? loaded.offer : undefined;
  // The providers depend on the namespace alone: they are offered while the options still load.
  const providers = useMemo(
    () => (account.namespace === undefined ? [] : onrampProvidersFor(account.namespace)),
    [account.namespace],
  );
  const form = useMemo(() => purchaseForm(offer, context, choices), [offer, context, choices]);
  const requestKey = form.quoteRequest === undefined ? undefined : JSON.stringify(form.quoteRequest);

  // The amount is priced once it has rested; a newer amount abandons the older wait.
  useEffect(() => {
    if (form.quoteRequest === undefined || requestKey === undefined) return undefined;
    const abandon = new AbortController();
    getOnrampQuote(keyport, {
      ...form.quoteRequest,
      waitMs: ONRAMP_QUOTE_DELAY_MS,
      signal: abandon.signal,
    }).then(
      ({ quote, estimate }) => setQuoted({ request: requestKey, quote, estimate }),
      () => undefined,
    );
    return () => abandon.abort();
    // The request is keyed by its text: a new object with the same request is the same quote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyport, requestKey]);

  const deliveryTarget =
    form.network === undefined || form.purchaseCurrency === undefined || context === undefined
      ? undefined
      : { caipNetworkId: deliveryCaipNetworkId(form.network, context), symbol: form.purchaseCurrency.symbol };
  const watchedNetwork = deliveryTarget?.caipNetworkId;
  const watchedSymbol = deliveryTarget?.symbol;
  const watching = flow.step === 'checkout' && flow.received === undefined ? flow.checkoutUrl : undefined;

  // While the visitor pays, the wallet is watched for the purchase to arrive.
  useEffect(() => {
    if (watching === undefined || watchedNetwork === undefined || watchedSymbol === undefined)
      return undefined;
    return watchPurchaseDelivery(keyport, {
      caipNetworkId: watchedNetwork,
      symbol: watchedSymbol,
      onDelivered: (received) => setFlow((before) => ({ ...before, received })),
    });
  }, [keyport, watching, watchedNetwork, watchedSymbol]);

  const quote = quoted !== undefined && quoted.request === requestKey ? quoted : undefined;
  const canBuy = form.amountProblem === undefined && form.network !== undefined && !flow.opening;

  const choose = useCallback(
    (patch: Partial<PurchaseChoices>) => setChoices((before) => ({ ...before, ...patch })),
    [],
  );
  const buy = async (): Promise<void> => {
    if (
      !canBuy ||
      flow.step !== 'purchase' ||
      form.network === undefined ||
      form.purchaseCurrency === undefined
    )
      return;
    setFlow((before) => ({ ...before, opening: true }));
    try {
      const checkoutUrl = await openBuyCheckout(keyport, {
        asset: form.purchaseCurrency.symbol,
        network: form.network.name,
        amount: choices.amount,
      });
      setFlow((before) => ({
        ...before,
        step: 'checkout',
        checkoutUrl,
        opening: false,
        received: undefined,
      }));
    } catch (error) {
      setFlow((before) => ({ ...before, opening: false }));
      showMessage(keyport, { kind: 'error', error });
    }
  };

  return {
    ...form,
    step: flow.step,
    providers,
    provider: flow.provider,
    optionsLoading: offer === undefined,
    usingBuiltInOptions: offer?.builtIn ?? false,
    amount: choices.amount,
    quote: quote?.quote,
    quoteEstimate: quote?.estimate ?? false,
    quoteLoading: form.quoteRequest !== undefined && quote === undefined,
    opening: flow.opening,
    canBuy,
    checkoutUrl: flow.checkoutUrl,
    received: flow.received,
    chooseProvider: (provider) => {
      if (providers.some((candidate) => candidate.name === provider)) {
        setFlow((before) => ({ ...before, step: 'purchase', provider }));
      }
    },
    showProviders: () => setFlow((before) => ({ ...before, step: 'providers' })),
    selectPurchaseCurrency: (purchaseCurrencyId) => choose({ purchaseCurrencyId }),
    selectPaymentCurrency: (paymentCurrencyId) => choose({ paymentCurrencyId }),
    setAmount: (amount) => choose({ amount }),
    buy,
    returnToPurchase: () =>
      setFlow((before) => ({ ...before, step: 'purchase', checkoutUrl: undefined, received: undefined })),
    done: () => navigate(keyport, { to: { view: 'Account' }, history: 'reset' }),
  };
}
