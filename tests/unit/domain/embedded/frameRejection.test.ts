import { isFrameRejection } from '../../../../domain/embedded/frameRejection';
import { EmbeddedFrameRequestError } from '../../../../domain/errors/EmbeddedFrameErrors';

describe('SPEC §4 "Sending": a refusal in the embedded wallet, told from any other failure', () => {
  it.each([
    'User rejected the request.',
    'User rejected',
    'Request denied by the user',
    'Signature declined',
    'Cancelled',
    'canceled',
  ])('is a refusal: %s', (message) => {
    expect(isFrameRejection(new EmbeddedFrameRequestError(message))).toBe(true);
  });

  it.each([
    'insufficient funds for gas * price + value',
    'An error occurred',
    'nonce too low',
    'unrejectedness',
  ])('is not a refusal: %s', (message) => {
    expect(isFrameRejection(new EmbeddedFrameRequestError(message))).toBe(false);
  });

  it("reads only the frame's own errors", () => {
    expect(isFrameRejection(new Error('User rejected the request.'))).toBe(false);
    expect(isFrameRejection('User rejected')).toBe(false);
  });
});
