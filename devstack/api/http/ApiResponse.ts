/** What a route answers: the router writes it with the CORS headers every answer carries. */
export interface ApiResponse {
  readonly status: number;
  readonly contentType?: string;
  readonly body?: string;
}

export function json(value: unknown, status = 200): ApiResponse {
  return { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(value) };
}

export function html(page: string, status = 200): ApiResponse {
  return { status, contentType: 'text/html; charset=utf-8', body: page };
}

export function svg(image: string): ApiResponse {
  return { status: 200, contentType: 'image/svg+xml', body: image };
}

export function noContent(): ApiResponse {
  return { status: 204 };
}
