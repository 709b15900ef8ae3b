import { type Translate, translator } from '../../messages/translator';

/** What a link to another site says to screen readers; it loads with the views that show one. */
export const linkMessages = {
  'link.newTab': '(opens in a new tab)',
} as const;

export const t: Translate<typeof linkMessages> = translator(linkMessages);
