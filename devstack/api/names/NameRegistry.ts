import { type Address, getAddress } from 'viem';

/** REFERENCE §3a: a name's profile, as the lookup calls answer it. */
export interface NameProfile {
  readonly name: string;
  readonly registered_at: string;
  readonly updated_at: string;
  /** Per coin type (ENSIP-11: chain id | 2^31 for EVM chains), the address the name points to. */
  readonly addresses: Readonly<Record<string, { readonly address: Address; readonly created: string }>>;
  readonly attributes: readonly { readonly avatar?: string; readonly bio?: string }[];
}

/**
 * The devstack's name service: names registered through the API, kept in memory for the
 * server's life. Identity, reverse and profile lookups all read it.
 */
export class NameRegistry {
  private readonly profiles = new Map<string, NameProfile>();

  find(qualifiedName: string): NameProfile | undefined {
    return this.profiles.get(qualifiedName);
  }

  isRegistered(qualifiedName: string): boolean {
    return this.profiles.has(qualifiedName);
  }

  /** Names pointing at `address` under any coin type, the most recently registered first. */
  namesOf(address: Address): NameProfile[] {
    const wanted = getAddress(address);
    return [...this.profiles.values()]
      .filter((profile) => Object.values(profile.addresses).some((entry) => entry.address === wanted))
      .reverse();
  }

  add(profile: NameProfile): void {
    this.profiles.set(profile.name, profile);
  }
}
