import { useTranslation } from 'react-i18next';
import type { ChatSide, Contact, ContactEvaluation } from '../api/contact-types';

/**
 * The evaluations, once the API shows them (both sides evaluated, or 7 days after handover);
 * before that, when they will appear. Shown from the evaluation phase on.
 */
export function Evaluations({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const started =
    contact.status === 'waitcustomerevaluation' ||
    contact.status === 'finished' ||
    contact.evaluations !== null ||
    contact.evaluated.owner ||
    contact.evaluated.customer;
  if (!started) return null;
  return (
    <section className="chat-panel" aria-labelledby="contact-evaluations-heading">
      <h2 id="contact-evaluations-heading" className="chat-panel__heading">
        {t('contacts.evaluations.heading')}
      </h2>
      {contact.evaluations === null ? (
        <>
          <p>{t('contacts.evaluations.pending')}</p>
          {contact.evaluated[contact.side] && <p>{t('contacts.evaluations.youEvaluated')}</p>}
        </>
      ) : (
        <dl className="contact-facts">
          {(['owner', 'customer'] as const satisfies readonly ChatSide[]).map((side) => (
            <EvaluationRow key={side} side={side} evaluation={contact.evaluations?.[side]} />
          ))}
        </dl>
      )}
    </section>
  );
}

function EvaluationRow({
  side,
  evaluation,
}: {
  side: ChatSide;
  evaluation: ContactEvaluation | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <dt>{t(`contacts.evaluations.${side}`)}</dt>
      <dd>
        {evaluation === undefined ? (
          t('contacts.evaluations.notYet')
        ) : (
          <>
            <strong className={`evaluation-score evaluation-score--${evaluation.score}`}>
              {t(`contacts.steps.${evaluation.score}`)}
            </strong>{' '}
            <span translate="no">{evaluation.comment || t('contacts.evaluations.noComment')}</span>
          </>
        )}
      </dd>
    </div>
  );
}
