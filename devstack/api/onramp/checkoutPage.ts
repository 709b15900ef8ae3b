import { escapeMarkup } from '../assets/escapeMarkup';
import { type CheckoutOrder } from './onrampUrl';

/**
 * The devstack's hosted checkout: it shows the order the onramp URL carries and says plainly that
 * it takes no payment.
 */
export function checkoutPage(order: CheckoutOrder): string {
  const rows: [string, string][] = [
    ...order.destinationWallets.map((wallet): [string, string] => [
      'Deliver to',
      `${wallet.address} (networks: ${wallet.blockchains.join(', ') || 'any'}; assets: ${
        wallet.assets.join(', ') || 'any'
      })`,
    ]),
    ['Network', order.defaultNetwork ?? '—'],
    ['Crypto amount', order.presetCryptoAmount === undefined ? '—' : String(order.presetCryptoAmount)],
    ['Fiat amount', order.presetFiatAmount === undefined ? '—' : String(order.presetFiatAmount)],
    ['Experience', order.defaultExperience ?? 'buy'],
    ['Customer', order.partnerUserId ?? '—'],
  ];
  const table = rows
    .map(([label, value]) => `<tr><th>${escapeMarkup(label)}</th><td>${escapeMarkup(value)}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Devstack checkout</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }
th { text-align: left; padding-right: 1rem; vertical-align: top; }
td { word-break: break-all; }
.notice { background: #fff4d6; border: 1px solid #e0b94f; border-radius: 8px; padding: 0.75rem 1rem; }
</style>
</head>
<body>
<h1>Devstack checkout</h1>
<p class="notice">This is the devstack checkout, a local stand-in for an onramp provider. It takes no payment.</p>
<h2>Your order</h2>
<table>
${table}
</table>
</body>
</html>
`;
}
