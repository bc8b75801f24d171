import { useTranslation } from 'react-i18next';

/** Whether a listing is published at Share, as a small badge. */
export function PublishedState({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`share-exhibits__state${published ? ' share-exhibits__state--published' : ''}`}
    >
      {published ? t('shareExhibits.published') : t('shareExhibits.unpublished')}
    </span>
  );
}
