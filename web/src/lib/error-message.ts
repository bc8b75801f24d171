/** Moved beside the API client (its field and general error helpers use it); kept for importers. */
export { errorMessageKey, type ErrorMessageKey } from './api-client';
