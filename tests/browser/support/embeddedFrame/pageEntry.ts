import { openSocialWindow } from '../../../../infrastructure/embedded/BrowserSocialWindow';
import { IframeFrameMessenger } from '../../../../infrastructure/embedded/IframeFrameMessenger';

/** What the test's page offers the test: the frame adapter and the social login's window, as the product has them. */
export interface EmbeddedFrameTestPage {
  readonly IframeFrameMessenger: typeof IframeFrameMessenger;
  readonly openSocialWindow: typeof openSocialWindow;
}

(window as unknown as { embeddedFrameTest: EmbeddedFrameTestPage }).embeddedFrameTest = {
  IframeFrameMessenger,
  openSocialWindow,
};
