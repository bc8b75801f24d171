/**
 * Contacts (trades) as the API returns them: the model's statuses, views and shapes
 * (`functions/src/model/contact-types.ts`). Dates are ISO 8601 strings: show them through
 * `lib/time.ts`.
 */

export {
  CONTACT_ACTIONS as SYSTEM_ACTIONS,
  CONTACT_LIST_VIEWS,
  CONTACT_STATUSES,
} from '@campus/model/contact-types';
export { CONTACT_LIMITS } from '@campus/model/limits';
export type {
  ChatSide,
  ChatView,
  ContactAction as SystemAction,
  ContactEvaluation,
  ContactItem,
  ContactListResponse,
  ContactListView,
  ContactResponse,
  ContactResponseBody as Contact,
  ContactStatus,
  EvaluationScore,
  MessageBody as ChatMessage,
  MessagesResponse,
} from '@campus/model/contact-types';
