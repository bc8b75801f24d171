/**
 * One cold load of one page in headless Chromium, throttled like a phone on a slow network
 * (`MOBILE_PROFILE`), measured in the page with PerformanceObserver and over the DevTools protocol.
 * Used by `web-bench.ts`.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import {
  cumulativeLayoutShift,
  MOBILE_PROFILE,
  totalBlockingTime,
  type PageRun,
  type ShiftEntry,
  type TaskEntry,
} from './web-vitals.js';

export const VIEWPORT = { width: 375, height: 812 } as const;

/** How long the network must stay quiet before the load counts as settled, and the cap. */
const QUIET_MS = 1000;
const SETTLE_AFTER_MS = 1000;
const MAX_WAIT_MS = 30_000;

/** A shift with the elements that moved (for `--verbose`). */
export interface RecordedShift extends ShiftEntry {
  sources: string[];
}

interface Recorded {
  lcp: { startTime: number; element: string }[];
  shifts: RecordedShift[];
  tasks: TaskEntry[];
  fcp: number | null;
}

declare global {
  interface Window {
    __webBench?: Recorded;
  }
}

/**
 * Runs in the page before its own scripts: buffers the entries the metrics need. Layout shift
 * sources are described by tag, id and classes, so `--verbose` can say what moved.
 */
function recordEntries(): void {
  const recorded: Recorded = { lcp: [], shifts: [], tasks: [], fcp: null };
  window.__webBench = recorded;
  const describe = (node: Node | null | undefined): string => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const classes = Array.from(
      { length: Math.min(3, node.classList.length) },
      (_, i) => node.classList.item(i) ?? '',
    ).map((name) => `.${name}`);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes.join('')}`;
  };
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) => {
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
      type,
      buffered: true,
    });
  };
  interface LcpEntry extends PerformanceEntry {
    element: Element | null;
  }
  interface ShiftSource {
    node: Node | null;
    previousRect: DOMRectReadOnly;
    currentRect: DOMRectReadOnly;
  }
  interface LayoutShift extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources: ShiftSource[];
  }
  observe('largest-contentful-paint', (entry) => {
    recorded.lcp.push({
      startTime: entry.startTime,
      element: describe((entry as LcpEntry).element),
    });
  });
  observe('layout-shift', (entry) => {
    const shift = entry as LayoutShift;
    recorded.shifts.push({
      startTime: shift.startTime,
      value: shift.value,
      hadRecentInput: shift.hadRecentInput,
      sources: shift.sources.map(
        (source) =>
          `${describe(source.node)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
      ),
    });
  });
  observe('longtask', (entry) => {
    recorded.tasks.push({ startTime: entry.startTime, duration: entry.duration });
  });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') recorded.fcp = entry.startTime;
  });
}

/** Throttles the page's CPU and network and turns its cache off (DevTools protocol). */
async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
}

/** Counts the bytes of every finished request and tracks the ones still in flight. */
function watchNetwork(cdp: CDPSession) {
  const types = new Map<string, string>();
  const inFlight = new Set<string>();
  const totals = { bytes: 0, jsBytes: 0, requests: 0, lastActivity: Date.now() };
  const touch = () => {
    totals.lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
    inFlight.add(requestId);
    types.set(requestId, type ?? 'Other');
    touch();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    inFlight.delete(requestId);
    totals.requests += 1;
    totals.bytes += encodedDataLength;
    if (types.get(requestId) === 'Script') totals.jsBytes += encodedDataLength;
    touch();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    inFlight.delete(requestId);
    touch();
  });
  return { totals, quietFor: () => (inFlight.size > 0 ? 0 : Date.now() - totals.lastActivity) };
}

export interface Measured extends PageRun {
  lcpElement: string;
  shifts: RecordedShift[];
}

/**
 * Loads `url` in `context` (fresh: cold cache, no service worker) and measures it. The load ends
 * when the network has been quiet for 1 s after the `load` event (the header's polling is minutes
 * apart), plus 1 s for late layout; TBT counts long tasks between FCP and that end.
 */
export async function measurePage(context: BrowserContext, url: string): Promise<Measured> {
  const page = await context.newPage();
  try {
    // tsx compiles with esbuild's keepNames, whose `__name` helper the page does not have.
    await page.addInitScript({
      content: `var __name = (f) => f; (${recordEntries.toString()})();`,
    });
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    const network = watchNetwork(cdp);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: MAX_WAIT_MS });
    while (network.quietFor() < QUIET_MS && Date.now() - started < MAX_WAIT_MS) {
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(SETTLE_AFTER_MS);
    return await collect(page, network.totals);
  } finally {
    await page.close();
  }
}

async function collect(
  page: Page,
  totals: { bytes: number; jsBytes: number; requests: number },
): Promise<Measured> {
  const { recorded, now } = await page.evaluate(() => ({
    recorded: window.__webBench,
    now: performance.now(),
  }));
  if (!recorded) throw new Error('The page did not record its performance entries');
  const lastLcp = recorded.lcp.at(-1);
  const fcp = recorded.fcp ?? Number.NaN;
  return {
    lcpMs: lastLcp?.startTime ?? Number.NaN,
    lcpElement: lastLcp?.element ?? 'none',
    cls: cumulativeLayoutShift(recorded.shifts),
    tbtMs: totalBlockingTime(recorded.tasks, fcp, now),
    fcpMs: fcp,
    bytes: totals.bytes,
    jsBytes: totals.jsBytes,
    requests: totals.requests,
    shifts: recorded.shifts,
  };
}

/** A fresh profile as a phone: 375 px, touch, Japanese (the default language), no service worker. */
export function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    serviceWorkers: 'block',
  });
}
