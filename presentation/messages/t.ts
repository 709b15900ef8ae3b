import { en, type MessageKey, type Messages } from './en';

/** The `{name}` placeholders of a message, as a union of their names. */
type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

type ParamsOf<K extends MessageKey> = PlaceholdersOf<Messages[K]>;

/** A message's values: required exactly when the message has placeholders. */
type ParamsArgument<K extends MessageKey> = [ParamsOf<K>] extends [never]
  ? []
  : [params: Readonly<Record<ParamsOf<K>, string | number>>];

/** The language dates and numbers are written in; it matches the message table. */
export const MESSAGE_LOCALE = 'en';

/**
 * The text of `key` with its placeholders filled: `t('connecting.continueIn', { wallet: 'Rabby' })`
 * is "Continue in Rabby". A placeholder without a value is left as written, so a slip shows up
 * on screen rather than as an empty gap.
 */
export function t<K extends MessageKey>(key: K, ...[params]: ParamsArgument<K>): string {
  const message: string = en[key];
  if (params === undefined) return message;
  const values = params as Readonly<Record<string, string | number>>;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
