import { isFrameRejection } from '../../../../domain/embedded/frameRejection';
import { EmbeddedFrameRequestError } from '../../../../domain/errors/EmbeddedFrameErrors';

describe('SPEC §4 "Sending": a refusal in the embedded wallet, told from any other failure', () => {
  it.each([
    ['User rejected the request.', true],
    ['User rejected', true],
    ['Request denied by the user', true],
    ['Signature declined', true],
    ['Cancelled', true],
    ['canceled', true],
    ['insufficient funds for gas * price + value', false],
    ['An error occurred', false],
    ['nonce too low', false],
    ['unrejectedness', false],
  ])('"%s" is a refusal: %s', (message, refusal) => {
    expect(isFrameRejection(new EmbeddedFrameRequestError(message))).toBe(refusal);
  });

  it("reads only the frame's own errors", () => {
    expect(isFrameRejection(new Error('User rejected the request.'))).toBe(false);
    expect(isFrameRejection('User rejected')).toBe(false);
  });
});
