import { createRequire } from 'node:module';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { logger } from 'firebase-functions/logger';

/**
 * The Functions runtime parses request bodies with body-parser before the app sees the request
 * (Cloud Functions' functions-framework and the Functions emulator alike), and a body it cannot parse
 * (malformed JSON) ends in Express's default error handler: an HTML page, not the API's catalogue.
 * Both build their parsers after loading the functions' code, so the code can wrap the host's
 * `bodyParser.json` first: a parse error is then kept on the request and the request goes on to the
 * app, whose first middleware (`hostBodyErrors`) answers it from the catalogue (400 bad_request,
 * 413 payload_too_large, ...) like any other.
 */

const HOST_BODY_ERROR = Symbol.for('campus.hostBodyError');

type WithHostError = { [HOST_BODY_ERROR]?: unknown };
type Middleware = (req: Request, res: Response, next: NextFunction) => void;
interface BodyParserModule {
  json(options?: unknown): Middleware;
  [HOST_BODY_ERROR]?: true;
}

/**
 * The `require` of the host runtime: the process's main module (functions-framework's `main.js`, the
 * emulator's runtime), so its own copy of body-parser is the one wrapped.
 */
export function hostRequire(main: NodeJS.Module | undefined = require.main): NodeJS.Require {
  return createRequire(main?.filename ?? __filename);
}

/**
 * Wraps `bodyParser.json` of the host (once). Returns false when the host has no body-parser (the
 * app then runs on its own, e.g. in tests, and parses bodies itself).
 */
export function deferHostBodyParseErrors(require: NodeJS.Require = hostRequire()): boolean {
  let bodyParser: BodyParserModule;
  try {
    bodyParser = require('body-parser') as BodyParserModule;
  } catch {
    return false;
  }
  if (bodyParser[HOST_BODY_ERROR] === true) return true;
  const json = bodyParser.json.bind(bodyParser);
  const wrapped = (options?: unknown): Middleware => {
    const parse = json(options);
    return (req, res, next) => {
      parse(req, res, (err?: unknown) => {
        if (err === undefined || err === null) {
          next();
          return;
        }
        // body-parser marked the body as read (`req._body`), so no later parser tries again.
        (req as Request & WithHostError)[HOST_BODY_ERROR] = err;
        next();
      });
    };
  };
  try {
    // body-parser 1.x (the emulator's) exposes `json` through a getter: redefine, never assign.
    Object.defineProperty(bodyParser, 'json', {
      value: wrapped,
      configurable: true,
      enumerable: true,
      writable: true,
    });
    Object.defineProperty(bodyParser, HOST_BODY_ERROR, { value: true });
  } catch (err) {
    // A host that refuses: it answers unparsable bodies itself, the app still works.
    logger.warn('Could not wrap the runtime body parser', err);
    return false;
  }
  return true;
}

/** First middleware of the app: a body the host could not parse fails the request here. */
export const hostBodyErrors: RequestHandler = (req, _res, next) => {
  const err = (req as Request & WithHostError)[HOST_BODY_ERROR];
  next(err === undefined ? undefined : err);
};
