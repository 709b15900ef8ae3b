import { CHAIN_NAMESPACES, isChainNamespace } from '../../domain/chain/ChainNamespace';
import { InvalidOptionsError } from '../../domain/options/OptionsErrors';
import { type AppKitButtonProps } from '../components/AppKitButton';

interface ErrorReportingWindow {
  reportError?: (error: unknown) => void;
}

/**
 * A value the element cannot use is reported as the browser reports an uncaught error (console and
 * `error` event), naming the element and the attribute, and the button keeps its default.
 */
function reportInvalid(element: Element, attribute: string, expected: string, value: string): undefined {
  const error = new InvalidOptionsError([
    {
      option: `<${element.localName}> ${attribute}`,
      problem: `expected ${expected}, got ${JSON.stringify(value)}`,
    },
  ]);
  (globalThis as ErrorReportingWindow).reportError?.(error);
  return undefined;
}

function oneOf<T extends string>(element: Element, attribute: string, allowed: readonly T[]): T | undefined {
  const value = element.getAttribute(attribute);
  if (value === null) return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  return reportInvalid(element, attribute, allowed.map((item) => `"${item}"`).join(' or '), value);
}

function count(element: Element, attribute: string): number | undefined {
  const value = element.getAttribute(attribute);
  if (value === null) return undefined;
  if (/^\d{1,3}$/.test(value.trim())) return Number(value);
  return reportInvalid(element, attribute, 'a whole number from 0 to 999', value);
}

function namespaceOf(element: Element) {
  const value = element.getAttribute('namespace');
  if (value === null || isChainNamespace(value)) return value ?? undefined;
  return reportInvalid(element, 'namespace', CHAIN_NAMESPACES.map((item) => `"${item}"`).join(' or '), value);
}

/**
 * The React button's properties from the element's attributes (REFERENCE §5): `disabled` is on
 * when present (and not "false"), as HTML's boolean attributes are; `charsStart`, `charsEnd` and
 * `loadingLabel` are read in any letter case, as HTML stores them lowercased.
 */
export function buttonElementProps(element: Element): AppKitButtonProps {
  const disabled = element.getAttribute('disabled');
  const read: { [Prop in keyof AppKitButtonProps]-?: AppKitButtonProps[Prop] | undefined } = {
    disabled: disabled !== null && disabled !== 'false',
    balance: oneOf(element, 'balance', ['show', 'hide']),
    size: oneOf(element, 'size', ['md', 'sm']),
    label: element.getAttribute('label') ?? undefined,
    loadingLabel: element.getAttribute('loadinglabel') ?? undefined,
    charsStart: count(element, 'charsstart'),
    charsEnd: count(element, 'charsend'),
    namespace: namespaceOf(element),
  };
  // An attribute left out is a property left out, so the button's own default applies.
  return Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined));
}
