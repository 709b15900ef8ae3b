import { isRecord } from '../../domain/options/codec/expecting';

/**
 * The error creation throws for `input`, also written to the console when the options ask for
 * developer messages (`debug: true`): a framework or a promise can swallow a thrown error, and a
 * site that set `debug` wants to see why the modal never appeared.
 */
export function reportOptionsError<E extends Error>(input: unknown, error: E): E {
  if (isRecord(input) && input['debug'] === true) console.error(error);
  return error;
}
