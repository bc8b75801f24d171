/**
 * The public face of the sign-in-policy feature: what other features and `http/` use of it.
 * Everything else in this folder is internal; ESLint refuses imports that reach past this file.
 */
export {
  isAllowedEmail,
  onCampusDomain,
  signInPolicyFromEnv,
  signInRefusal,
  toSignInPolicy,
} from './policy';
export type { SignInPolicy } from './policy';
