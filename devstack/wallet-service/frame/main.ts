import { FRAME_CONFIG_ELEMENT_ID, type FramePageConfig } from '../protocol/FramePageConfig';
import { approvalView } from './approvalView';
import { FrameCore } from './FrameCore';
import { type FrameStore } from './FramePorts';
import { httpServiceClient } from './serviceClient';

function readConfig(): FramePageConfig {
  const text = document.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent;
  if (text == null || text === '') throw new Error('The wallet frame page has no configuration');
  return JSON.parse(text) as FramePageConfig;
}

/** The site's origin as the browser states it (Chromium's `ancestorOrigins`), else the referrer's origin. */
function parentOrigin(): string | undefined {
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor !== undefined) return ancestor;
  try {
    return document.referrer === '' ? undefined : new URL(document.referrer).origin;
  } catch {
    return undefined;
  }
}

/** localStorage, or nothing kept when the browser refuses it (the site then hands the token back). */
function frameStore(): FrameStore {
  const memory = new Map<string, string>();
  const storage = (): Storage | undefined => {
    try {
      return window.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    get: (key) => storage()?.getItem(key) ?? memory.get(key) ?? null,
    set: (key, value) => {
      memory.set(key, value);
      storage()?.setItem(key, value);
    },
    remove: (key) => {
      memory.delete(key);
      storage()?.removeItem(key);
    },
  };
}

function start(): void {
  const config = readConfig();
  const root = document.getElementById('wallet-frame');
  if (root === null) throw new Error('The wallet frame page has no #wallet-frame element');
  // The screen is made before the core it reports the visitor's decisions to.
  const decisions: { core?: FrameCore } = {};
  const screen = approvalView(root, (decision) => {
    if (decision === 'approve') void decisions.core?.approve();
    else decisions.core?.reject();
  });
  const parent = window.parent;
  const core = new FrameCore({
    window: {
      parent,
      postToParent: (message, targetOrigin) => parent.postMessage(message, targetOrigin),
      reload: () => window.location.reload(),
    },
    store: frameStore(),
    service: httpServiceClient,
    screen,
    projectId: config.projectId,
    chainId: config.chainId,
    parentOrigin: parentOrigin(),
    newDeviceId: () => crypto.randomUUID(),
    ...(config.enableLogger ? { log: (line: string) => console.info(`[wallet frame] ${line}`) } : {}),
  });
  decisions.core = core;
  window.addEventListener('message', (event) => core.receive(event));
  if (config.announceReady) core.announceReady();
}

start();
