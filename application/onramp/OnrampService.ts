import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { WalletNotConnectedError } from '../../domain/errors/WalletRequestErrors';
import { checkLink } from '../../domain/link/checkLink';
import { type UnsafeLinkError } from '../../domain/link/UnsafeLinkError';
import { type OnrampOptions } from '../../domain/onramp/OnrampOptions';
import { onrampProvidersFor, type OnrampProvider } from '../../domain/onramp/OnrampProviders';
import { isEchoQuote, type OnrampQuote, type OnrampQuoteRequest } from '../../domain/onramp/OnrampQuote';
import { paymentLimits } from '../../domain/onramp/paymentLimits';
import { purchaseAmountProblem } from '../../domain/onramp/purchaseAmountProblem';
import { usableOnrampOptions } from '../../domain/onramp/usableOnrampOptions';
import { ActiveAccount } from '../account/ActiveAccount';
import { BlockchainApiService } from '../account-data/BlockchainApiService';
import { ChainStore } from '../chain/ChainStore';
import { BlockchainApi } from '../ports/BlockchainApi';
import { Environment } from '../ports/Environment';

/**
 * What can be bought on the active namespace, through whom, and with what. Each payment currency
 * carries the limits that apply to it: its own, else the SPEC §5 fallback (USD and EUR), else none
 * (the provider still checks the amount).
 */
export interface OnrampOffer extends OnrampOptions {
  /** SPEC §9: the providers that deliver on the active namespace, in the order they are offered. */
  readonly providers: readonly OnrampProvider[];
  /** SPEC §7: the options call failed or named nothing to buy, so the built-in list is offered. */
  readonly builtIn: boolean;
}

/** A quote, and whether it is only the SPEC §7 echo of the amount (the quote call failed). */
export interface PricedPurchase {
  readonly quote: OnrampQuote;
  readonly estimate: boolean;
}

/** A purchase the provider's checkout is asked for. */
export interface CheckoutRequest {
  /** The wallet address the tokens go to; the connected account's when left out. */
  readonly address?: string;
  /** The purchase currency's symbol, e.g. `USDC`. */
  readonly asset: string;
  /** The provider's name of the delivery network, e.g. `ethereum`. */
  readonly network: string;
  /** The amount to pay, in the payment currency, as a decimal. */
  readonly amount: string;
}

/**
 * Buying crypto (SPEC §3 onramp options and quote, §5 payment limits, §7 onramp calls, §9
 * providers): what can be bought and with what (the built-in list when the options call fails),
 * the price of a purchase (the echo quote when the quote call fails), and the provider's checkout
 * page, where the visitor pays; the tokens then arrive in the wallet like any transfer. It keeps
 * no form: the buy view holds the visitor's choices and asks with them.
 */
@injectable()
export class OnrampService {
  constructor(
    @inject(BlockchainApiService) private readonly blockchainApi: BlockchainApiService,
    @inject(BlockchainApi) private readonly api: BlockchainApi,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(ActiveAccount) private readonly account: ActiveAccount,
    @inject(Environment) private readonly environment: Environment,
  ) {}

  /** The providers for the active namespace and the currencies they sell and take. Never rejects. */
  async offer(): Promise<OnrampOffer> {
    const { activeNamespace } = this.chains.get();
    const { options, builtIn } = usableOnrampOptions(await this.blockchainApi.getOnrampOptions());
    return {
      providers: activeNamespace === undefined ? [] : onrampProvidersFor(activeNamespace),
      purchaseCurrencies: options.purchaseCurrencies,
      paymentCurrencies: options.paymentCurrencies.map((currency) => ({
        ...currency,
        payment_method_limits: paymentLimits(currency.id, options),
      })),
      builtIn,
    };
  }

  /** The price of a purchase; SPEC §7: the echo quote, marked as an estimate, when it cannot be had. */
  async price(request: OnrampQuoteRequest): Promise<PricedPurchase> {
    const quote = await this.blockchainApi.getOnrampQuote(request);
    return { quote, estimate: isEchoQuote(quote) };
  }

  /**
   * The provider's checkout page for a purchase. Refuses an amount that is not a positive amount
   * of money (`TypeError`) and a purchase without an address while no wallet is connected
   * (`WalletNotConnectedError`) before asking; rejects with the API's error, or with
   * `UnsafeLinkError` when the page it names breaks the web-link rule (it is never handed on).
   */
  async checkoutUrl(request: CheckoutRequest): Promise<string> {
    const { asset, network, amount } = request;
    if (typeof amount !== 'string' || purchaseAmountProblem(amount, []) !== undefined) {
      throw new TypeError(`Expected an amount to pay such as 100 or 99.50, got ${JSON.stringify(amount)}`);
    }
    const address = request.address ?? this.account.connected()?.address;
    if (address === undefined) throw new WalletNotConnectedError();
    const url = await this.api.generateOnrampUrl({
      address,
      blockchains: [network],
      assets: [asset],
      defaultNetwork: network,
      presetFiatAmount: Number(amount),
    });
    const checked = checkLink('web link', url);
    if (E.isLeft(checked)) throw checked.left;
    return checked.right;
  }

  /** Opens a checkout page in a new window, where the visitor pays. */
  openCheckout(url: string): E.Either<UnsafeLinkError, void> {
    return this.environment.openLink({ kind: 'web link', href: url, target: '_blank' });
  }
}
