import { inject, injectable } from 'inversify';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { BlockchainApi } from '../ports/BlockchainApi';

/**
 * SPEC §7 "Calls are skipped (empty defaults) if the active network is not in the supported-chains
 * list". The list is asked for once per core and kept: it changes with server releases, not while
 * a page is open. A failed load is forgotten, so the next question asks again instead of leaving
 * every account call skipped for the rest of the visit.
 */
@injectable()
export class SupportedChainsService {
  private supported: Promise<ReadonlySet<string>> | undefined;

  constructor(@inject(BlockchainApi) private readonly api: BlockchainApi) {}

  /**
   * Whether the blockchain API serves `caipNetworkId` (its HTTP list: every account call is HTTP).
   * No network is never supported. Rejects with the API's error when the list cannot be loaded,
   * so callers can tell "unsupported" (empty default) from "failed" (their error fallback).
   */
  async isSupported(caipNetworkId: CaipNetworkId | undefined): Promise<boolean> {
    if (caipNetworkId === undefined) return false;
    const supported = await this.load();
    return supported.has(caipNetworkId);
  }

  private load(): Promise<ReadonlySet<string>> {
    this.supported ??= this.api.getSupportedChains().then(
      (chains) => new Set<string>(chains.http),
      (error: unknown) => {
        this.supported = undefined;
        throw error;
      },
    );
    return this.supported;
  }
}
