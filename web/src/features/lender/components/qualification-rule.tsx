import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FactList } from '../../../components/fact-list';
import type { Device } from '../../../lib/share-mode/types';
import { editHref } from './links';

/**
 * Who may book the device: anyone, or qualified users only, and after how many days without a use
 * a qualification lapses. With anyone booking, how to change that (the device form).
 */
export function QualificationRule({ device }: { device: Device }) {
  const { t } = useTranslation();
  const { required, idleDays } = device.qualification;
  return (
    <section className="lender__section" aria-labelledby="qualification-rule-heading">
      <h2 id="qualification-rule-heading" translate="no">
        {device.name}
      </h2>
      <FactList
        className="list-page__figures"
        facts={[
          {
            term: t('lender.qualifications.rule'),
            value: required
              ? t('lender.qualifications.qualifiedOnly')
              : t('lender.qualifications.anyone'),
          },
          required
            ? {
                term: t('lender.qualifications.lapse'),
                value:
                  idleDays === null
                    ? t('lender.qualifications.noLapse')
                    : t('lender.qualifications.lapseDays', { days: idleDays }),
              }
            : null,
        ]}
      />
      {!required && (
        <p className="lender__hint">
          {t('lender.qualifications.anyoneHint')}{' '}
          <Link to={editHref(device.id)}>{t('lender.qualifications.editDevice')}</Link>
        </p>
      )}
    </section>
  );
}
