/**
 * The public face of the notifications feature: the mail queue other features' jobs write to (the
 * saved searches' digest). Everything else in this folder is internal.
 */
export { createMailQueue } from './mail';
export type { MailMessage, MailQueue } from './mail';
