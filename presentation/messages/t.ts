import { en } from './en';
import { type Translate, translator } from './translator';

/** The language dates and numbers are written in; it matches the message tables. */
export const MESSAGE_LOCALE = 'en';

/** The shared message table's `t` (see `translator`). */
export const t: Translate<typeof en> = translator(en);
