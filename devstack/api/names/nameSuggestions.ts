import { type NameRegistry } from './NameRegistry';
import { qualifyName } from './nameRules';

export interface NameSuggestion {
  readonly name: string;
  readonly registered: boolean;
}

/** Endings tried after the name itself, so a visitor whose name is taken sees free ones. */
const VARIANT_ENDINGS = ['1', '-eth', '-web3', '-dev'] as const;

/** The name asked for and a few variants of it, each with whether it is already registered. */
export function nameSuggestions(text: string, zone: string, registry: NameRegistry): NameSuggestion[] {
  const name = qualifyName(text, zone);
  const label = name.slice(0, -(zone.length + 1));
  return [name, ...VARIANT_ENDINGS.map((ending) => `${label}${ending}.${zone}`)].map((candidate) => ({
    name: candidate,
    registered: registry.isRegistered(candidate),
  }));
}
