import { errorKeys } from '../../../lib/error-keys';

/** The message for a failed step or message of a trade: the code's own, else the general one. */
export const contactErrorKey = errorKeys({
  contact_closed: 'contacts.errors.contact_closed',
  invalid_contact_transition: 'contacts.errors.invalid_contact_transition',
  not_your_step: 'contacts.errors.not_your_step',
  already_evaluated: 'contacts.errors.already_evaluated',
  insufficient_stock: 'contacts.errors.insufficient_stock',
  not_contact_party: 'contacts.errors.not_contact_party',
  no_pickup_reservation: 'contacts.errors.no_pickup_reservation',
  validation_error: 'contacts.errors.validation',
});

export type ContactErrorKey = ReturnType<typeof contactErrorKey>;
