import { useTranslation } from 'react-i18next';

/** Says which photos were not added and to add them again here; nothing when there are none. */
export function PhotosNotAddedNotice({ names }: { names: readonly string[] }) {
  const { t } = useTranslation();
  if (names.length === 0) return null;
  return (
    <p role="alert" className="form__message form__message--error">
      {t('photoEditor.notAdded', { names: names.join(', ') })}
    </p>
  );
}
