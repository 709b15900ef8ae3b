import { type Address, getAddress } from 'viem';
import { notFound } from '../http/ApiError';

/** A smart session (ERC-7715 permissions) as the sessions list returns it; `pci` identifies it. */
export interface SmartSession {
  readonly pci: string;
  readonly [field: string]: unknown;
}

/**
 * The smart sessions each account has granted, in memory. Lists are kept per plain address, so a
 * CAIP-10 account (what the product lists with) and its plain address (what it revokes with) meet.
 */
export class SmartSessions {
  private readonly byAccount = new Map<Address, SmartSession[]>();

  list(account: Address): readonly SmartSession[] {
    return this.byAccount.get(getAddress(account)) ?? [];
  }

  grant(account: Address, session: SmartSession): void {
    const key = getAddress(account);
    const others = (this.byAccount.get(key) ?? []).filter((existing) => existing.pci !== session.pci);
    this.byAccount.set(key, [...others, session]);
  }

  /** Removes the session; an unknown `pci` is a 404 naming it. */
  revoke(account: Address, pci: string): void {
    const key = getAddress(account);
    const sessions = this.byAccount.get(key) ?? [];
    if (!sessions.some((session) => session.pci === pci)) {
      throw notFound('session_not_found', `Session ${pci} of ${key} not found`);
    }
    this.byAccount.set(
      key,
      sessions.filter((session) => session.pci !== pci),
    );
  }
}
