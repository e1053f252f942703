import { net, protocol } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_SCHEME, appResponseHeaders, resolveAppFile } from '../platform/shell/security';

/** Must run before `app.ready`: our scheme behaves like a secure, standard origin. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Serves the built renderer from `bulkpay://app/`, with the CSP as a response header too. */
export function serveRenderer(rendererRoot: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppFile(request.url, rendererRoot, join);
    if (!file) return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(appResponseHeaders())) headers.set(name, value);
    return new Response(response.body, { status: response.status, headers });
  });
}
