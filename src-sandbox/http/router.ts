import type { Reply } from './reply';
import { json } from './reply';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route<C> {
  method: Method;
  /** Path with `:name` parameters, e.g. `/v1/onboarding/applications/:id/`. */
  path: string;
  handle: (ctx: C, params: Record<string, string>) => Promise<Reply> | Reply;
}

interface Compiled<C> extends Route<C> {
  regex: RegExp;
}

export type Match<C> =
  { kind: 'found'; route: Route<C>; params: Record<string, string> } | { kind: 'reply'; reply: Reply };

/** Exact paths (trailing slash included, as the bank's are): unknown path 404, wrong method 405. */
export class Router<C> {
  private readonly routes: Compiled<C>[];

  constructor(routes: Route<C>[]) {
    this.routes = routes.map((r) => ({
      ...r,
      regex: new RegExp(`^${r.path.replace(/:([a-z_]+)/g, '(?<$1>[^/]+)')}$`),
    }));
  }

  match(method: string, pathname: string): Match<C> {
    const onPath = this.routes.filter((r) => r.regex.test(pathname));
    if (onPath.length === 0)
      return { kind: 'reply', reply: json(404, { detail: `Not found: no endpoint at ${pathname}.` }) };
    const route = onPath.find((r) => r.method === method);
    if (!route) {
      const allow = [...new Set(onPath.map((r) => r.method))].join(', ');
      return {
        kind: 'reply',
        reply: json(405, { detail: `Method "${method}" not allowed here; use ${allow}.` }, { Allow: allow }),
      };
    }
    const groups = route.regex.exec(pathname)?.groups ?? {};
    const params = Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, decodeURIComponent(v)]));
    return { kind: 'found', route, params };
  }
}
