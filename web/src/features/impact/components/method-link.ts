import { paths } from '../../../lib/paths';

/** The id of the public page's method heading, and the address of it (`/impact#method`). */
export const METHOD_ID = 'method';
export const METHOD_HREF = `${paths.impact.getHref()}#${METHOD_ID}`;
