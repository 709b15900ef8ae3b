import { LINK_RULES } from '../link/checkLink';
import { isRecord } from './codec/expecting';
import { type OptionProblem, pathWithKey } from './codec/optionProblems';
import { LINK_EXPECTATIONS, type LinkKind } from '../link/UnsafeLinkError';

/**
 * The problem of a link the host gave, when it is set and fails the link rule of its kind. An
 * empty text counts as not set, as the views read it.
 */
function problem(option: string, value: unknown, kind: LinkKind): OptionProblem | undefined {
  return value === undefined || value === null || value === '' || LINK_RULES[kind](value)
    ? undefined
    : { option, problem: `expected ${LINK_EXPECTATIONS[kind]}` };
}

/**
 * A network's links, which the modal shows and opens: its block explorer (the Account view's and
 * the send confirmation's links) and its image. Checked by the one link rule (`domain/link`), so a
 * host's typo or a copied `javascript:` link is named at creation rather than offered to visitors.
 */
export function networkLinksProblem(network: Readonly<Record<string, unknown>>): string | undefined {
  const explorers = network['blockExplorers'];
  const explorer = isRecord(explorers) && isRecord(explorers['default']) ? explorers['default'] : undefined;
  const assets = network['assets'];
  const found =
    problem('blockExplorers.default.url', explorer?.['url'], 'web link') ??
    problem('assets.imageUrl', isRecord(assets) ? assets['imageUrl'] : undefined, 'image');
  return found === undefined ? undefined : `${found.option}: ${found.problem}`;
}

const CUSTOM_WALLET_LINKS: readonly (readonly [string, LinkKind])[] = [
  ['homepage', 'web link'],
  ['image_url', 'image'],
  ['mobile_link', 'wallet link'],
  ['desktop_link', 'wallet link'],
  ['webapp_link', 'web link'],
  ['app_store', 'web link'],
  ['play_store', 'web link'],
];

/** The first image of `chainImages` or `connectorImages` that fails the image rule. */
function imagesProblem(option: string, images: unknown): OptionProblem | undefined {
  if (!isRecord(images)) return undefined;
  for (const [id, image] of Object.entries(images)) {
    const found = problem(pathWithKey(option, id), image, 'image');
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The links among the host's options that the modal shows or opens (`termsConditionsUrl`,
 * `privacyPolicyUrl`, each custom wallet's links and image, `chainImages`, `connectorImages`),
 * each by the link rule of its kind: the first that fails, named with its path and what was
 * expected.
 */
export function optionLinkProblem(options: Readonly<Record<string, unknown>>): OptionProblem | undefined {
  const legal =
    problem('termsConditionsUrl', options['termsConditionsUrl'], 'web link') ??
    problem('privacyPolicyUrl', options['privacyPolicyUrl'], 'web link');
  if (legal !== undefined) return legal;
  const images =
    imagesProblem('chainImages', options['chainImages']) ??
    imagesProblem('connectorImages', options['connectorImages']);
  if (images !== undefined) return images;
  const wallets = Array.isArray(options['customWallets'])
    ? (options['customWallets'] as readonly unknown[])
    : [];
  for (const [index, wallet] of wallets.entries()) {
    if (!isRecord(wallet)) continue;
    for (const [field, kind] of CUSTOM_WALLET_LINKS) {
      const found = problem(`customWallets[${index}].${field}`, wallet[field], kind);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
