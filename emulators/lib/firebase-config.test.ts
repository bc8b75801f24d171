import { describe, expect, it } from 'vitest';
import {
  emulatorContentSecurityPolicy,
  hostingHeaders,
  readFirebaseJson,
  withPortsShifted,
} from './firebase-config.js';

/** The production policy, as firebase.json sends it. */
function productionCsp(): string {
  const value = hostingHeaders(readFirebaseJson())
    .flatMap((rule) => rule.headers)
    .find((h) => h.key === 'Content-Security-Policy')?.value;
  if (value === undefined) throw new Error('firebase.json sends no Content-Security-Policy');
  return value;
}

describe('the Content-Security-Policy of firebase.json', () => {
  it('allows scripts only from the app and the sign-in and App Check scripts, and no framing', () => {
    const directives = new Map(
      productionCsp()
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    expect(directives.get('script-src')).toEqual([
      "'self'",
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.has('upgrade-insecure-requests')).toBe(true);
    // Production never talks to a machine's own ports.
    expect(productionCsp()).not.toMatch(/localhost|127\.0\.0\.1|\*:\d/);
  });
});

describe('emulatorContentSecurityPolicy', () => {
  it('when fitted to the emulators, then only connect-src gains their ports and nothing is upgraded', () => {
    const csp =
      "default-src 'self'; connect-src 'self' https://x.example; upgrade-insecure-requests";
    expect(emulatorContentSecurityPolicy(csp, [9099, 9000])).toBe(
      "default-src 'self'; connect-src 'self' https://x.example http://*:9099 ws://*:9099 http://*:9000 ws://*:9000",
    );
  });
});

describe('withPortsShifted', () => {
  it('moves every emulator port and the websocket port, and leaves the rest as it was', () => {
    const config = readFirebaseJson();
    const shifted = withPortsShifted(config, 300);
    const ports = (c: typeof config) =>
      Object.values(c.emulators).flatMap((entry) =>
        typeof entry === 'object' && entry !== null
          ? [(entry as { port?: number }).port, (entry as { websocketPort?: number }).websocketPort]
          : [],
      );
    const before = ports(config).filter((p) => p !== undefined);
    expect(before.length).toBeGreaterThan(5);
    expect(ports(shifted).filter((p) => p !== undefined)).toEqual(before.map((p) => p! + 300));
    expect(new Set([...before, ...before.map((p) => p! + 300)]).size).toBe(before.length * 2);
    expect(shifted.emulators.singleProjectMode).toBe(config.emulators.singleProjectMode);
    expect(shifted.hosting).toEqual(config.hosting);
  });
});
