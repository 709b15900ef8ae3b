/** One reason a service gave for refusing a call: `{name: 'no_route', description: 'No pool…'}`. */
export interface RefusalReason {
  readonly name: string;
  readonly description: string;
}

/** A refusal names a few reasons at most; anything past these is noise, never read. */
const MAX_REASONS = 5;
const MAX_REASON_TEXT_LENGTH = 300;

/**
 * The reasons of a refusal body as the blockchain API writes it (REFERENCE §3a: `{status,
 * reasons: [{name, description}]}`; some services name the reason `field`); none for any other
 * body (an HTML error page, a text, nothing). Outside data: only string fields are read, at most
 * five reasons, each text cut to 300 characters.
 */
export function refusalReasons(body: unknown): readonly RefusalReason[] {
  if (!isRecord(body) || !Array.isArray(body['reasons'])) return [];
  const listed: readonly unknown[] = body['reasons'];
  return listed.slice(0, MAX_REASONS).flatMap((reason) => {
    if (!isRecord(reason)) return [];
    const name = textOf(reason['name']) ?? textOf(reason['field']) ?? '';
    const description = textOf(reason['description']) ?? '';
    return name === '' && description === '' ? [] : [{ name, description }];
  });
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value.slice(0, MAX_REASON_TEXT_LENGTH) : undefined;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}
