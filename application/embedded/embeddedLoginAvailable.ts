import { type interfaces } from 'inversify';
import { ChainAdapters } from '../chain/ChainAdapters';
import { OptionsStore } from '../options/OptionsStore';
import { FrameMessengers } from '../ports/FrameMessenger';

/**
 * Whether the embedded wallet can be used here: the site has a project id (the wallet service
 * knows sites by it), an eip155 adapter to connect its account through, and a page to hold the
 * frame (`FrameMessengers` is bound: not in Node).
 */
export function embeddedLoginAvailable(container: interfaces.Container): boolean {
  return (
    container.get(OptionsStore).get().projectId !== undefined &&
    container.get(ChainAdapters).find('eip155') !== undefined &&
    container.isBound(FrameMessengers)
  );
}
