import { type FrameMessengers } from '../../application/ports/FrameMessenger';

/**
 * The page's frame adapter, its code fetched with the embedded wallet's own chunk: a page whose
 * visitor never picks email or social login downloads none of it.
 */
export const lazyFrameMessengers: FrameMessengers = {
  async create() {
    const { IframeFrameMessenger } = await import(
      /* webpackChunkName: "keyport-embedded-wallet" */ './IframeFrameMessenger'
    );
    return new IframeFrameMessenger(window);
  },
};
