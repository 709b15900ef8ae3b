import { type Keyport } from '../../../../presentation/index';
import { type ScriptedEmbeddedLogin } from '../../../fakes/ScriptedEmbeddedLogin';

/** What the embedded views' page gives the test: its instance, and the scripted embedded wallet it logs in with. */
export interface EmbeddedViewsPage {
  readonly keyport: Keyport;
  readonly login: ScriptedEmbeddedLogin;
}

declare global {
  interface Window {
    embeddedViews?: EmbeddedViewsPage;
  }
}
