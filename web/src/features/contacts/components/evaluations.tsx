import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list';
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
        <FactList
          className="contact-facts"
          facts={(['owner', 'customer'] as const satisfies readonly ChatSide[]).map((side) => ({
            term: t(`contacts.evaluations.${side}`),
            value: <Evaluation evaluation={contact.evaluations?.[side]} />,
          }))}
        />
      )}
    </section>
  );
}

/** One side's evaluation: its score and comment, or 'not yet'. */
function Evaluation({ evaluation }: { evaluation: ContactEvaluation | undefined }) {
  const { t } = useTranslation();
  if (evaluation === undefined) return <>{t('contacts.evaluations.notYet')}</>;
  return (
    <>
      <strong className={`evaluation-score evaluation-score--${evaluation.score}`}>
        {t(`contacts.steps.${evaluation.score}`)}
      </strong>{' '}
      <span translate="no">{evaluation.comment || t('contacts.evaluations.noComment')}</span>
    </>
  );
}
