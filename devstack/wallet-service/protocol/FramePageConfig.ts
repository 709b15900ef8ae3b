/** The id of the JSON data block the frame page carries its configuration in. */
export const FRAME_CONFIG_ELEMENT_ID = 'wallet-frame-config';

/** What the server tells the frame page when it serves it (from the frame's address and the project). */
export interface FramePageConfig {
  readonly projectId: string;
  /** The chain to start on: the address's `chainId` when it is a dev chain, else the first dev chain. */
  readonly chainId: number;
  readonly chains: readonly { readonly chainId: number; readonly name: string }[];
  /** The protocol version the site asked for (`version`). */
  readonly version: string;
  /** `enableLogger=true`: the frame logs every message it takes and sends on the console. */
  readonly enableLogger: boolean;
  /** False only when the project's failures say the frame never becomes ready. */
  readonly announceReady: boolean;
}
