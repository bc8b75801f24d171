import type { ConsumableBody } from '@campus/model/fund-types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupedYen, useYen } from '../../lib/share-mode/money';
import './consumables.css';

interface ConsumableListProps {
  consumables: readonly ConsumableBody[];
  /** After each line, e.g. the lender's remove button. */
  action?: (consumable: ConsumableBody) => ReactNode;
}

/**
 * What a lender added to a reservation after use, one line each: the item, then quantity × unit
 * price = amount. Lines wrap on a narrow screen.
 */
export function ConsumableList({ consumables, action }: ConsumableListProps) {
  const { t } = useTranslation();
  const yen = useYen();
  return (
    <ul className="consumables">
      {consumables.map((consumable) => (
        <li key={consumable.id} className="consumables__line">
          <span className="consumables__item">{consumable.item}</span>{' '}
          <span className="consumables__amount">
            {t('share.consumables.line', {
              quantity: groupedYen(consumable.quantity),
              unitPrice: yen(consumable.unitPrice),
              amount: yen(consumable.amount),
            })}
          </span>
          {action?.(consumable)}
        </li>
      ))}
    </ul>
  );
}
