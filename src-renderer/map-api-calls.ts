type Api = Record<string, unknown>;
/** One call of the API, as the page makes it: `api.domain.verb(request)`. */
export type ApiCall = (...args: unknown[]) => Promise<unknown>;

/**
 * `api` with each call (`api.domain.verb`, a function in an object) replaced by `wrap(channel,
 * call)`, the channel being `domain:verb`; everything else (`on`, values) kept as it is. The one walk
 * of the API that the layers over it (errors in the user's language, the shared reads) each make.
 */
export function mapApiCalls<A extends object>(api: A, wrap: (channel: string, call: ApiCall) => ApiCall): A {
  const wrapped: Api = {};
  for (const [domain, group] of Object.entries(api as Api))
    wrapped[domain] =
      typeof group === 'object' && group !== null
        ? Object.fromEntries(
            Object.entries(group as Api).map(([verb, fn]) => [
              verb,
              typeof fn === 'function' ? wrap(`${domain}:${verb}`, fn as ApiCall) : fn,
            ]),
          )
        : group;
  return wrapped as A;
}
