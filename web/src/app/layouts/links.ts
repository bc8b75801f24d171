import { env } from '../../lib/env';

/**
 * External addresses of the shell. The inquiry form is run outside this app (spec section 2,
 * Footer): its address is a deployment setting, `VITE_INQUIRY_FORM_URL` (README, "Web
 * configuration"; a production build refuses a placeholder).
 */
export const INQUIRY_FORM_URL = env.inquiryFormUrl;
