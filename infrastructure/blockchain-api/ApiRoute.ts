/** One call of the blockchain API: the name it is known by in errors, and the path to request. */
export interface ApiRoute {
  /** Method and path template, e.g. `GET /v1/identity/{address}`: names the call without the data. */
  readonly call: string;
  readonly method: 'GET' | 'POST';
  /** The template with its parameters filled in, e.g. `/v1/identity/0xab…`. */
  readonly path: string;
}

/**
 * Builds a route from a REFERENCE §3a template, each `{parameter}` replaced by its value encoded as
 * one path segment. Colons stay as they are: they are legal in a path and CAIP ids are made of them.
 */
export function apiRoute(
  method: ApiRoute['method'],
  template: string,
  parameters: Readonly<Record<string, string>> = {},
): ApiRoute {
  const path = template.replace(/\{(\w+)\}/g, (_placeholder, key: string) => {
    const value = parameters[key];
    if (value === undefined) throw new TypeError(`${template}: no value for {${key}}`);
    return encodeURIComponent(value).replace(/%3A/gi, ':');
  });
  return { call: `${method} ${template}`, method, path };
}
