import { FARCASTER_APPROVE_PATH, FARCASTER_IDENTITY } from '../server/FarcasterChannels';
import {
  PROVIDER_LOOKS,
  SOCIAL_IDENTITIES,
  type SocialIdentity,
  type SocialProvider,
} from '../server/socialIdentities';
import { escapeHtml, renderPage } from './html';

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

function accountLabel(name: string, detail: string): string {
  return [
    `<span class="avatar" aria-hidden="true">${escapeHtml(initials(name))}</span>`,
    '<span class="who">',
    `<span class="name">${escapeHtml(name)}</span>`,
    `<span class="detail">${escapeHtml(detail)}</span>`,
    '</span>',
  ].join('');
}

function brand(markClass: string, letter: string, title: string): string {
  return `<header class="brand"><span class="mark ${markClass}" aria-hidden="true">${escapeHtml(letter)}</span><span class="brand-name">${escapeHtml(title)}</span></header>`;
}

function siteLine(siteName: string | undefined, siteOrigin: string | undefined): string {
  const name = escapeHtml(siteName ?? siteOrigin ?? 'the site');
  const origin =
    siteOrigin !== undefined && siteName !== undefined
      ? ` <span class="origin">${escapeHtml(siteOrigin)}</span>`
      : '';
  return `<strong>${name}</strong>${origin}`;
}

const detailOf = (identity: SocialIdentity): string => identity.email ?? `@${identity.userName}`;

/**
 * The devstack's stand-in for a provider's consent screen: our own drawing with a plain letter
 * mark (never the provider's logo), the three test accounts to choose from, and Cancel.
 */
export function renderProviderPage(
  provider: SocialProvider,
  state: string,
  site: { readonly name: string | undefined; readonly origin: string },
): string {
  const look = PROVIDER_LOOKS[provider];
  const accounts = SOCIAL_IDENTITIES[provider].map(
    (identity, index) =>
      `<li><button type="submit" name="account" value="${index}" class="account" data-testid="social-account">${accountLabel(identity.name, detailOf(identity))}</button></li>`,
  );
  return renderPage({
    title: `Sign in with ${look.title}`,
    styles: ['/pages.css'],
    body: [
      '<main class="card consent">',
      brand(`mark-${provider}`, look.letter, look.title),
      `<h1>Choose an account</h1>`,
      `<p class="lead">to continue to ${siteLine(site.name, site.origin)}</p>`,
      `<form method="post" action="/social/${provider}/choose">`,
      `<input type="hidden" name="state" value="${escapeHtml(state)}">`,
      `<ul class="accounts">${accounts.join('')}</ul>`,
      '</form>',
      `<p class="fineprint">The Keyport devstack’s stand-in for ${escapeHtml(look.title)}: these accounts are made up, and nothing leaves this machine.</p>`,
      `<div class="actions"><a class="button secondary" href="/social/${provider}/cancel?state=${encodeURIComponent(state)}">Cancel</a></div>`,
      '</main>',
    ].join('\n'),
  });
}

/** Farcaster's approval page (what its app shows after scanning the QR code): who signs in where. */
export function renderFarcasterPage(channel: string, siteName: string | undefined): string {
  const identity = FARCASTER_IDENTITY;
  return renderPage({
    title: 'Sign in with Farcaster',
    styles: ['/pages.css'],
    body: [
      '<main class="card consent">',
      brand('mark-farcaster', 'F', 'Farcaster'),
      '<h1>Sign in with Farcaster</h1>',
      `<p class="lead">${siteLine(siteName, undefined)} asks you to sign in as</p>`,
      `<div class="account static">${accountLabel(identity.displayName, `@${identity.userName} · fid ${identity.fid}`)}</div>`,
      `<form method="post" action="${FARCASTER_APPROVE_PATH}">`,
      `<input type="hidden" name="channel" value="${escapeHtml(channel)}">`,
      '<div class="actions">',
      '<button type="submit" name="decision" value="decline" class="button secondary">Decline</button>',
      '<button type="submit" name="decision" value="approve" class="button primary">Approve</button>',
      '</div>',
      '</form>',
      '<p class="fineprint">The Keyport devstack’s stand-in for Farcaster: the account is made up.</p>',
      '</main>',
    ].join('\n'),
  });
}
