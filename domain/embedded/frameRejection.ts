import { EmbeddedFrameRequestError } from '../errors/EmbeddedFrameErrors';

/** How a wallet says the visitor turned a request down ("User rejected the request.", "denied"…). */
const REJECTION_WORDS = /\b(rejected|denied|declined|cancell?ed)\b/i;

/**
 * SPEC §4 "Sending": a refusal in the wallet is "Signature declined", any other failure keeps the
 * wallet's own message. The frame answers both with an error that carries only a message, so an
 * unsafe request's error is the visitor's refusal when its message says so; "insufficient funds"
 * and the like stay the frame's words.
 */
export function isFrameRejection(error: unknown): boolean {
  return error instanceof EmbeddedFrameRequestError && REJECTION_WORDS.test(error.shortMessage);
}
