import { type LongTask, type ProbeRecord } from './pageProbe';
import { type RequestRecord } from './networkLog';
import { type FirstViewFrames, readFrames } from './readFrames';

/** The page's own address in the host counts, whatever its port. */
export const PAGE_HOST = '(the page)';

/** The figures of one measured open. Times in ms, sizes in bytes. */
export interface FirstViewRun extends FirstViewFrames {
  /** Script bytes over the wire before the visitor's first input, and before the click. */
  readonly jsBeforeInputBytes: number;
  readonly jsBeforeClickBytes: number;
  /** Script bytes fetched from the click until the view settled. */
  readonly jsOnOpenBytes: number;
  /** Whether every script came gzip-compressed. */
  readonly scriptsGzipped: boolean;
  /** Requests per host before the click and from the click on (the page's own files under PAGE_HOST). */
  readonly hostsBeforeClick: Readonly<Record<string, number>>;
  readonly hostsOnOpen: Readonly<Record<string, number>>;
  /** The calls to hosts other than the page's, as `METHOD host/path` (see callOf), before the click and on open. */
  readonly callsBeforeClick: readonly string[];
  readonly callsOnOpen: readonly string[];
  /** The JS heap in use after the open and a garbage collection. */
  readonly heapBytes: number;
  /** From the page's time origin until the opener stood in the page. */
  readonly buttonReadyMs: number;
  /** The longest task until the opener stood in the page, and from the click until sampling ended (0: none). */
  readonly longestTaskBeforeButtonMs: number;
  readonly longestTaskDuringOpenMs: number;
}

function hostOf(url: string, pageOrigin: string): string {
  const address = new URL(url);
  return address.origin === pageOrigin ? PAGE_HOST : address.host;
}

function countByHost(requests: readonly RequestRecord[], pageOrigin: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of requests) {
    const host = hostOf(request.url, pageOrigin);
    counts[host] = (counts[host] ?? 0) + 1;
  }
  return counts;
}

/**
 * A call as the table names it: method, host and the path's first part (`/getWalletImage/…`:
 * the ids after it would make every image a call of its own).
 */
export function callOf(request: RequestRecord): string {
  const { host, pathname } = new URL(request.url);
  const [first = '', ...rest] = pathname.split('/').filter((part) => part !== '');
  return `${request.method} ${host}/${first}${rest.length > 0 ? '/…' : ''}`;
}

function callsTo(requests: readonly RequestRecord[], pageOrigin: string): string[] {
  const others = requests.filter((request) => new URL(request.url).origin !== pageOrigin);
  return [...new Set(others.map(callOf))].sort();
}

const scriptBytes = (requests: readonly RequestRecord[]): number =>
  requests
    .filter((request) => request.type === 'Script')
    .reduce((total, request) => total + (request.transferBytes ?? 0), 0);

const longest = (tasks: readonly LongTask[]): number => Math.max(0, ...tasks.map((task) => task.duration));

/**
 * One run's figures from what the page recorded and what the browser's network saw: requests are
 * placed before or after the click by their start time against the click's event time, both in
 * ms since the epoch. A run whose click or opener the page never saw is an error.
 */
export function summarizeRun(
  record: ProbeRecord,
  requests: readonly RequestRecord[],
  heapBytes: number,
  pageOrigin: string,
): FirstViewRun {
  const { clickAt, buttonReadyAt } = record;
  if (clickAt === null) throw new Error('The page never saw the click on the opener');
  if (buttonReadyAt === null) throw new Error('The page never showed the opener');
  const firstInputAt = record.firstInputAt ?? clickAt;
  const epochOf = (pageTime: number): number => record.timeOrigin + pageTime;
  const before = (pageTime: number) => (request: RequestRecord) => request.startEpochMs < epochOf(pageTime);
  const beforeClick = requests.filter(before(clickAt));
  const onOpen = requests.filter((request) => !before(clickAt)(request));
  const frames = readFrames(record.frames);
  const samplingEnd = clickAt + (record.frames[record.frames.length - 1]?.t ?? 0);
  const scripts = requests.filter((request) => request.type === 'Script');
  return {
    ...frames,
    jsBeforeInputBytes: scriptBytes(requests.filter(before(firstInputAt))),
    jsBeforeClickBytes: scriptBytes(beforeClick),
    jsOnOpenBytes: scriptBytes(onOpen),
    scriptsGzipped: scripts.length > 0 && scripts.every((request) => request.contentEncoding === 'gzip'),
    hostsBeforeClick: countByHost(beforeClick, pageOrigin),
    hostsOnOpen: countByHost(onOpen, pageOrigin),
    callsBeforeClick: callsTo(beforeClick, pageOrigin),
    callsOnOpen: callsTo(onOpen, pageOrigin),
    heapBytes,
    buttonReadyMs: buttonReadyAt,
    longestTaskBeforeButtonMs: longest(record.longTasks.filter((task) => task.start < buttonReadyAt)),
    longestTaskDuringOpenMs: longest(
      record.longTasks.filter((task) => task.start + task.duration > clickAt && task.start < samplingEnd),
    ),
  };
}
