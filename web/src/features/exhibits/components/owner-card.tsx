import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserIcon } from '../../../components/signed-in-icons';
import type { ExhibitOwner } from '../../../lib/exhibit-types';
import { paths } from '../../../lib/paths';

/** Who exhibits: the owner's name, linked to their account card for signed-in users. */
export function OwnerCard({ owner, signedIn }: { owner: ExhibitOwner; signedIn: boolean }) {
  const { t } = useTranslation();
  const name = owner.name ?? t('exhibit.owner.withdrawn');
  return (
    <section className="exhibit-panel owner-card" aria-labelledby="exhibit-owner-heading">
      <h2 id="exhibit-owner-heading" className="exhibit-panel__heading">
        {t('exhibit.owner.heading')}
      </h2>
      <p className="owner-card__name">
        <UserIcon className="owner-card__icon" />
        {signedIn ? (
          <Link to={paths.accountDetail.getHref(owner.id)}>{name}</Link>
        ) : (
          <span>{name}</span>
        )}
        {owner.kind === 'group' && (
          <span className="owner-card__kind">{t('exhibit.owner.group')}</span>
        )}
      </p>
    </section>
  );
}
