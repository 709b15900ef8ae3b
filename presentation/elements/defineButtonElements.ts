import { BUTTON_ATTRIBUTES, BUTTON_ELEMENTS, type ButtonElementKind } from './buttonElementNames';
import { type MountedButtonElement, type mountButtonElement } from './mountButtonElement';

interface ButtonElementRenderer {
  readonly mountButtonElement: typeof mountButtonElement;
}

let loading: Promise<ButtonElementRenderer> | undefined;

/**
 * The renderer (React root and buttons glue) is its own chunk, so a page that never shows an
 * element loads none of it. A failed fetch is forgotten, so the next element connected asks anew.
 */
function loadRenderer(): Promise<ButtonElementRenderer> {
  loading ??= import(/* webpackChunkName: "keyport-elements" */ './mountButtonElement').catch(
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A class per name: the registry refuses one constructor under two names. */
function buttonElementClass(kind: ButtonElementKind): CustomElementConstructor {
  return class KeyportButtonElement extends HTMLElement {
    static readonly observedAttributes = BUTTON_ATTRIBUTES;
    private mounted: MountedButtonElement | undefined;

    connectedCallback(): void {
      if (this.mounted !== undefined) return;
      loadRenderer().then(
        ({ mountButtonElement }) => {
          if (this.isConnected && this.mounted === undefined) this.mounted = mountButtonElement(this, kind);
        },
        // Nothing to show without the renderer; the element stays empty until it is connected again.
        () => undefined,
      );
    }

    attributeChangedCallback(): void {
      this.mounted?.render();
    }

    disconnectedCallback(): void {
      // Later, not now: a page that moves the element reconnects it at once and keeps its root, and
      // React refuses to unmount a root while another one (the page's own) is committing.
      queueMicrotask(() => {
        if (this.isConnected || this.mounted === undefined) return;
        this.mounted.unmount();
        this.mounted = undefined;
      });
    }
  };
}

/**
 * REFERENCE §5: AppKit's `<appkit-button>` and its siblings (and their `w3m-` names), rendering
 * Keyport's React buttons for the page's default instance. Only in a browser; a name already
 * defined (by an earlier call, or by another script such as AppKit itself) is left as it is.
 */
export function defineButtonElements(): void {
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return;
  for (const [name, kind] of Object.entries(BUTTON_ELEMENTS)) {
    if (customElements.get(name) === undefined) customElements.define(name, buttonElementClass(kind));
  }
}
