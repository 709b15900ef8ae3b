/** The `{name}` placeholders of a message, as a union of their names. */
type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** A message's values: required exactly when the message has placeholders. */
type ParamsArgument<M extends Readonly<Record<string, string>>, K extends keyof M> = [
  PlaceholdersOf<M[K]>,
] extends [never]
  ? []
  : [params: Readonly<Record<PlaceholdersOf<M[K]>, string | number>>];

/** The `t` of one message table: typed keys, typed placeholders. */
export type Translate<M extends Readonly<Record<string, string>>> = <K extends keyof M & string>(
  key: K,
  ...params: ParamsArgument<M, K>
) => string;

/**
 * A `t` over `table`: `t('connecting.continueIn', { wallet: 'Rabby' })` is "Continue in Rabby". A
 * placeholder without a value is left as written, so a slip shows up on screen rather than as an
 * empty gap. The page's table (`en.ts`) holds only what loads before the first click (the buttons'
 * strings); the modal frame (`modal/modalMessages.ts`) and each view group keep their own table
 * (a group with the shared `views/shared/*Messages` it needs), which loads with them.
 */
export function translator<M extends Readonly<Record<string, string>>>(table: M): Translate<M> {
  return (key, ...[params]) => {
    const message: string = table[key] as string;
    if (params === undefined) return message;
    const values = params as Readonly<Record<string, string | number>>;
    return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
  };
}
