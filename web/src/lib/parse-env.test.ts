import { describe, expect, it } from 'vitest';
import { DEMO_INQUIRY_FORM_URL, EnvError, parseEnv, type RawEnv } from './parse-env';
import { isDeployableHttpsUrl } from '@campus/model/urls';

const production: RawEnv = {
  VITE_FIREBASE_PROJECT_ID: 'campus-prod',
  VITE_FIREBASE_API_KEY: 'key-123',
  VITE_FIREBASE_AUTH_DOMAIN: 'campus-prod.firebaseapp.com',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_DATABASE_URL:
    'https://campus-prod-default-rtdb.asia-southeast1.firebasedatabase.app',
  VITE_INQUIRY_FORM_URL: 'https://forms.office.com/r/Campus-Inquiry',
};

function problemsOf(raw: RawEnv): readonly string[] {
  try {
    parseEnv(raw, 'example.org', isDeployableHttpsUrl);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('parseEnv accepted the input');
}

describe('parseEnv', () => {
  describe('in emulator mode', () => {
    it('when only VITE_USE_EMULATORS is set, then demo ids, default ports and degraded mode apply', () => {
      const config = parseEnv({ VITE_USE_EMULATORS: 'true' }, 'localhost');

      expect(config).toEqual({
        useEmulators: true,
        firebase: {
          projectId: 'demo-campus',
          apiKey: 'demo-api-key',
          authDomain: 'demo-campus.firebaseapp.com',
          // Remote Config needs an app id even on the emulators (remote-settings-loader.ts).
          appId: '1:000000000000:web:0000000000000000',
        },
        emulators: {
          host: 'localhost',
          authPort: 9099,
          firestorePort: 8080,
          databasePort: null,
          storagePort: null,
        },
        realtimeDatabase: false,
        storage: false,
        appCheckSiteKey: null,
        inquiryFormUrl: DEMO_INQUIRY_FORM_URL,
      });
    });

    it('when the Firestore, RTDB and Storage ports are set, then all are available on the page host', () => {
      const config = parseEnv(
        {
          VITE_USE_EMULATORS: 'true',
          VITE_FIREBASE_PROJECT_ID: 'demo-other',
          VITE_EMULATOR_AUTH_PORT: '19099',
          VITE_EMULATOR_FIRESTORE_PORT: '18080',
          VITE_EMULATOR_DATABASE_PORT: '9000',
          VITE_EMULATOR_STORAGE_PORT: '9199',
        },
        '192.168.1.20',
      );

      expect(config.firebase.projectId).toBe('demo-other');
      expect(config.firebase.authDomain).toBe('demo-other.firebaseapp.com');
      expect(config.emulators).toEqual({
        host: '192.168.1.20',
        authPort: 19099,
        firestorePort: 18080,
        databasePort: 9000,
        storagePort: 9199,
      });
      expect(config.realtimeDatabase).toBe(true);
      expect(config.storage).toBe(true);
    });

    it('when ports are not port numbers, then every bad one is listed', () => {
      expect(
        problemsOf({
          VITE_USE_EMULATORS: 'true',
          VITE_EMULATOR_AUTH_PORT: 'abc',
          VITE_EMULATOR_DATABASE_PORT: '70000',
        }),
      ).toEqual([
        "VITE_EMULATOR_AUTH_PORT must be a port number (1-65535), got 'abc'",
        "VITE_EMULATOR_DATABASE_PORT must be a port number (1-65535), got '70000'",
      ]);
    });
  });

  describe('outside emulator mode', () => {
    it('when everything required is set, then the Firebase options are returned and RTDB is on', () => {
      const config = parseEnv({ ...production, VITE_USE_EMULATORS: 'false' }, 'example.org');

      expect(config).toEqual({
        useEmulators: false,
        firebase: {
          projectId: 'campus-prod',
          apiKey: 'key-123',
          authDomain: 'campus-prod.firebaseapp.com',
          appId: '1:123:web:abc',
          databaseURL: 'https://campus-prod-default-rtdb.asia-southeast1.firebasedatabase.app',
        },
        emulators: null,
        realtimeDatabase: true,
        storage: false,
        appCheckSiteKey: null,
        inquiryFormUrl: 'https://forms.office.com/r/Campus-Inquiry',
      });
    });

    it('when nothing is set, then all six required variables are listed in one error', () => {
      const error = (() => {
        try {
          parseEnv({}, 'example.org');
        } catch (caught) {
          return caught;
        }
        return null;
      })();

      expect(error).toBeInstanceOf(EnvError);
      expect(error instanceof EnvError && error.problems).toEqual([
        'VITE_FIREBASE_PROJECT_ID is missing',
        'VITE_FIREBASE_API_KEY is missing',
        'VITE_FIREBASE_AUTH_DOMAIN is missing',
        'VITE_FIREBASE_APP_ID is missing',
        'VITE_FIREBASE_DATABASE_URL is missing',
        'VITE_INQUIRY_FORM_URL is missing',
      ]);
      expect(error instanceof Error && error.message).toContain('VITE_FIREBASE_DATABASE_URL');
    });

    it('when a value is blank, then it counts as missing', () => {
      expect(problemsOf({ ...production, VITE_FIREBASE_APP_ID: '  ' })).toEqual([
        'VITE_FIREBASE_APP_ID is missing',
      ]);
    });

    it('when a storage bucket is set, then Storage is available', () => {
      const config = parseEnv(
        { ...production, VITE_FIREBASE_STORAGE_BUCKET: 'campus-prod.appspot.com' },
        'example.org',
      );
      expect(config.storage).toBe(true);
      expect(config.firebase.storageBucket).toBe('campus-prod.appspot.com');
    });
  });

  describe('the inquiry form (VITE_INQUIRY_FORM_URL)', () => {
    const inquiry = (url: string) => ({ ...production, VITE_INQUIRY_FORM_URL: url });

    it.each([
      'https://forms.office.com/r/Campus-Inquiry',
      'https://docs.google.com/forms/d/e/1FAIpQL/viewform',
      'https://www.u-tokyo.ac.jp/inquiry?topic=reuse',
    ])('when it is a real https address (%s), then the footer links to it', (url) => {
      expect(parseEnv(inquiry(url), 'x', isDeployableHttpsUrl).inquiryFormUrl).toBe(url);
    });

    it.each([
      ['the demo placeholder', DEMO_INQUIRY_FORM_URL],
      ['an example domain', 'https://example.com/form'],
      ['http', 'http://forms.office.com/r/Campus-Inquiry'],
      ['localhost', 'https://localhost:5000/inquiry'],
      ['an IP address', 'https://192.168.1.20/inquiry'],
      ['a reserved top-level domain', 'https://forms.campus.test/inquiry'],
      ['no address', 'forms.office.com/r/Campus-Inquiry'],
    ])('when it is %s, then the build refuses it', (_why, url) => {
      expect(problemsOf(inquiry(url))).toEqual([
        `VITE_INQUIRY_FORM_URL must be a deployable https address (no placeholder), got '${url}'`,
      ]);
    });

    it('when in local mode, then any http address is taken, and none means the demo placeholder', () => {
      const local = { VITE_USE_EMULATORS: 'true' };
      const url = 'http://localhost:5000/faq';
      expect(parseEnv({ ...local, VITE_INQUIRY_FORM_URL: url }, 'x').inquiryFormUrl).toBe(url);
      expect(parseEnv(local, 'x').inquiryFormUrl).toBe(DEMO_INQUIRY_FORM_URL);
      expect(problemsOf({ ...local, VITE_INQUIRY_FORM_URL: 'ftp://x.jp' })).toEqual([
        "VITE_INQUIRY_FORM_URL must be an http or https address, got 'ftp://x.jp'",
      ]);
    });
  });

  describe('App Check', () => {
    const SITE_KEY = '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789_';

    it('when a site key is set, then App Check is configured with it', () => {
      const config = parseEnv({ ...production, VITE_APP_CHECK_SITE_KEY: SITE_KEY }, 'example.org');
      expect(config.appCheckSiteKey).toBe(SITE_KEY);
    });

    it('when the site key is blank, then App Check is off', () => {
      expect(parseEnv({ ...production, VITE_APP_CHECK_SITE_KEY: ' ' }, 'x').appCheckSiteKey).toBe(
        null,
      );
    });

    it('when the site key is not one, then it is reported with the other problems', () => {
      expect(
        problemsOf({
          ...production,
          VITE_APP_CHECK_SITE_KEY: 'key with spaces',
          VITE_FIREBASE_APP_ID: '',
        }),
      ).toEqual([
        "VITE_APP_CHECK_SITE_KEY must be a reCAPTCHA Enterprise site key, got 'key with spaces'",
        'VITE_FIREBASE_APP_ID is missing',
      ]);
    });

    it('when in local mode, then App Check stays off (no App Check emulator)', () => {
      const config = parseEnv(
        { VITE_USE_EMULATORS: 'true', VITE_APP_CHECK_SITE_KEY: SITE_KEY },
        'localhost',
      );
      expect(config.appCheckSiteKey).toBeNull();
    });
  });

  it('when VITE_USE_EMULATORS is neither true nor false, then it is reported', () => {
    expect(problemsOf({ ...production, VITE_USE_EMULATORS: 'yes' })).toEqual([
      "VITE_USE_EMULATORS must be 'true' or 'false', got 'yes'",
    ]);
  });
});
