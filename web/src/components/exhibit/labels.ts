import { useTranslation } from 'react-i18next';
import type { DisplayState, ItemCondition, ItemKind } from '../../lib/exhibit-types';

/**
 * Translated labels of the exhibit enumerations (spec section 3): item kind, item condition and
 * display state, in the current language.
 */
export function useExhibitLabels() {
  const { t } = useTranslation();
  return {
    kind: (kind: ItemKind) => t(`exhibitCard.kinds.${kind}`),
    condition: (condition: ItemCondition) => t(`exhibitCard.conditions.${condition}`),
    displayState: (state: DisplayState) => t(`exhibitCard.displayStates.${state}`),
  };
}
