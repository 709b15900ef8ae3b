import { InvalidOptionsError } from '../../domain/options/OptionsErrors';

/** The name of the instance a container belongs to (bound by `buildKeyportContainer`). */
export const InstanceName: unique symbol = Symbol.for('keyport.InstanceName');

/** The instance `createAppKit` makes; its stored keys are the plain `@keyport/…` ones. */
export const DEFAULT_INSTANCE_NAME = 'default';

const NAME_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** The setup's `name`, or the default one; a name that cannot key storage or markup is refused. */
export function checkedInstanceName(name: unknown): string {
  if (name === undefined) return DEFAULT_INSTANCE_NAME;
  if (typeof name === 'string' && NAME_PATTERN.test(name)) return name;
  throw new InvalidOptionsError([
    {
      option: 'name',
      problem: `expected 1 to 32 letters, digits, "-" or "_", got ${JSON.stringify(name) ?? String(name)}`,
    },
  ]);
}
