import { useTranslation } from 'react-i18next';
import { LoadError as SharedLoadError } from '../../../components/load-states';
import { exhibitErrorKey } from '../api/errors';

export { Loading } from '../../../components/load-states';

/** A failed load of this feature, explained in its words (see `components/load-states`). */
export function LoadError(props: { message: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <SharedLoadError
      {...props}
      reason={t(exhibitErrorKey(props.error))}
      retryLabel={t('manageExhibits.list.retry')}
    />
  );
}
