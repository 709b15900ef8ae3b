import { EventsService } from '../../application/events/EventsService';
import { modalErrorProperties } from '../../domain/events/modalErrorProperties';
import { type KeyportApp } from '../app/KeyportApp';

/** Tells the host (only the host) that `view`, or the modal around it, failed to render. */
export function reportRenderError(app: KeyportApp, view: string, error: unknown): void {
  app.resolve(EventsService).reportError('MODAL_ERROR', modalErrorProperties(view, error));
}
