/** One injected-provider id a wallet announces itself with, per namespace. */
export interface ExplorerInjection {
  readonly namespace: string;
  readonly injected_id: string;
}

/**
 * A wallet record as the wallet explorer sends it from `GET /getWallets` (REFERENCE §3c), with
 * the explorer's own field names. Every field is present; a link a wallet lacks is `null`.
 */
export interface ExplorerWallet {
  /** 64 lowercase hex characters. */
  readonly id: string;
  readonly name: string;
  readonly badge_type: 'certified' | 'none';
  readonly description: string;
  /** CAIP-2 ids of the networks the wallet supports. */
  readonly chains: readonly string[];
  readonly homepage: string;
  /** The key of `GET /getWalletImage/{image_id}`. */
  readonly image_id: string;
  readonly image_url: string | null;
  /** The explorer's ranking: lower comes first. */
  readonly order: number;
  readonly link_mode: string | null;
  readonly mobile_link: string | null;
  readonly desktop_link: string | null;
  readonly webapp_link: string | null;
  readonly app_store: string | null;
  readonly play_store: string | null;
  readonly chrome_store: string | null;
  readonly rdns: string | null;
  readonly injected: readonly ExplorerInjection[] | null;
  readonly display_index: number | null;
  readonly supports_wc: boolean;
  readonly supports_wcpay: boolean;
}
