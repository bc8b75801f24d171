import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { reloadProfile } from '../../../lib/profile';
import { useCreateGroup } from '../api/create-group';
import type { Group } from '../api/types';
import { ActAsGroupButton } from '../components/act-as-group';
import { GroupForm } from '../components/group-form';
import { EMPTY_GROUP_VALUES } from '../components/group-values';
import '../components/groups.css';

/**
 * `/manage/system/group/create`: the group form. The creator becomes the group's administrator;
 * afterwards the profile is reloaded (the side menu lists the group) and the page offers to act as
 * the group or go to the group list.
 */
export function GroupCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('groups.create.title'));
  const [created, setCreated] = useState<Group | null>(null);

  const creation = useCreateGroup();

  async function afterCreate(group: Group) {
    await reloadProfile();
    setCreated(group);
  }

  return (
    <section className="page groups" aria-labelledby="group-create-heading">
      <h1 id="group-create-heading" className="page__title">
        {t('groups.create.title')}
      </h1>
      {created === null ? (
        <>
          <p>{t('groups.create.explanation')}</p>
          <GroupForm
            initialValues={EMPTY_GROUP_VALUES}
            submitLabel={t('groups.create.submit')}
            save={creation.run}
            onSaved={afterCreate}
          />
        </>
      ) : (
        <div className="groups__done">
          <p role="status" className="form__message">
            {t('groups.create.done', { name: created.name })}
          </p>
          <div className="form__actions">
            <ActAsGroupButton groupId={created.id} />
            <Link className="button button--secondary" to={paths.systemGroups.getHref()}>
              {t('groups.create.toList')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
