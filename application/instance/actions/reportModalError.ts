import { KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { modalErrorProperties } from '../../../domain/events/modalErrorProperties';
import { EventsService } from '../../events/EventsService';
import { type Keyport } from '../Keyport';
import { runtimeOf } from '../internal/runtime';

export interface ReportModalErrorParameters {
  /** The view that failed, or the part of the modal around it. */
  readonly view: string;
  readonly error: unknown;
}

export type ReportModalErrorReturnType = void;

export type ReportModalErrorErrorType = TypeError;

/**
 * Tells the host, and only the host, that a view or the modal failed to render: a `MODAL_ERROR`
 * event with the view and a shortened message (no stack), never sent to analytics. A destroyed
 * instance has no one left to tell, so nothing happens then.
 *
 * @example
 * reportModalError(keyport, { view: 'Account', error });
 */
export function reportModalError(
  keyport: Keyport,
  parameters: ReportModalErrorParameters,
): ReportModalErrorReturnType {
  try {
    runtimeOf(keyport, 'reportModalError')
      .get(EventsService)
      .reportError('MODAL_ERROR', modalErrorProperties(parameters.view, parameters.error));
  } catch (error) {
    if (!(error instanceof KeyportDestroyedError)) throw error;
  }
}
