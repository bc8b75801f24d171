import { useTranslation } from 'react-i18next';

/**
 * How a party of a reservation or bill line is shown: its account's current name, or 'This user has
 * withdrawn' (spec section 8) when the API answers null.
 */
export function usePartyName(): (name: string | null) => string {
  const { t } = useTranslation();
  return (name) => name ?? t('exhibit.owner.withdrawn');
}
