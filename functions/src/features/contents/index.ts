/**
 * The public face of the contents feature: what `app.ts`, other features and the seed use of it.
 * Everything else in this folder is internal; ESLint refuses imports that reach past this file.
 */
export { contentResponse, contentsRouter } from './routes';
export { contentParams, contentQuery } from './schema';
export { currentDocument } from './service';
export { type ContentsStore, createContentsStore } from './store';
export { exemptFromTermsGate } from './terms-gate';
