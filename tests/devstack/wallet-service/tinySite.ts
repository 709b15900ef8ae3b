import { serveOnLoopback, type LoopbackServer } from '../../../devstack/http/serveOnLoopback';

/**
 * A tiny site of our own on 127.0.0.1 that loads the wallet frame from `frameUrl` (a localhost
 * address: another site) and talks REFERENCE §4 with it, the way any site would: `ask(type,
 * payload)` posts a request to the frame's exact origin and resolves with the answer carrying its
 * id; `place(area)` shows the frame over a part of the page; `openSocial(provider)` opens the
 * popup first, then points it at the provider page; every frame message is kept in `frameMessages`
 * and the popup's result in `socialResults`.
 */
export function tinySitePage(frameUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tiny site</title>
<style>
  body { margin: 0; font: 16px system-ui, sans-serif; background: #5b6472; color: #fff; }
  h1 { margin: 24px; }
  #w3m-iframe { position: fixed; border: 0; z-index: 999999; display: none; border-radius: 16px; }
  #w3m-iframe.shown { display: block; }
</style>
</head>
<body>
<h1>Tiny site</h1>
<script>
  const FRAME = new URL(${JSON.stringify(frameUrl)});
  window.frameMessages = [];
  window.socialResults = [];
  const iframe = document.createElement('iframe');
  iframe.id = 'w3m-iframe';
  iframe.name = 'w3m-secure-iframe';
  iframe.title = 'Wallet';
  iframe.src = FRAME.href;
  window.addEventListener('message', (event) => {
    if (event.source === iframe.contentWindow && event.origin === FRAME.origin) {
      window.frameMessages.push(event.data);
    } else if (event.data && typeof event.data.resultUri === 'string') {
      window.socialResults.push({ origin: event.origin, data: event.data });
    }
  });
  document.body.append(iframe);
  window.ask = (type, payload) =>
    new Promise((resolve) => {
      const id = Math.random().toString(36).slice(2);
      const listener = (event) => {
        if (event.source === iframe.contentWindow && event.data && event.data.id === id) {
          window.removeEventListener('message', listener);
          resolve({ type: event.data.type, payload: event.data.payload, origin: event.origin });
        }
      };
      window.addEventListener('message', listener);
      const message = { id, type: '@w3m-app/' + type };
      if (payload !== undefined) message.payload = payload;
      iframe.contentWindow.postMessage(message, FRAME.origin);
    });
  window.place = (area) => {
    if (!area) { iframe.className = ''; return; }
    iframe.style.top = area.top + 'px';
    iframe.style.left = area.left + 'px';
    iframe.style.width = area.width + 'px';
    iframe.style.height = area.height + 'px';
    iframe.className = 'shown';
  };
  window.openSocial = async (provider) => {
    const popup = window.open('', 'social-login', 'width=480,height=680');
    const answer = await window.ask('GET_SOCIAL_REDIRECT_URI', { provider });
    popup.location.href = answer.payload.uri;
  };
</script>
</body>
</html>
`;
}

/** Serves {@link tinySitePage} at `/` on 127.0.0.1. */
export function startTinySite(frameUrl: string): Promise<LoopbackServer> {
  const html = tinySitePage(frameUrl);
  return serveOnLoopback(0, (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
}
