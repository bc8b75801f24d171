import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useYen } from '../../lib/share-mode/money';
import { formatMinutes, formatYmd } from '../../lib/share-mode/tokyo-grid';
import type { Device } from '../../lib/share-mode/types';
import { CategoryText } from './category-text';
import { PlaceText } from '../place-text';
import { useShareWords } from '../../lib/share-mode/words';
import './device-facts.css';

/** "Qualified users only" (and after how many idle days that lapses), for a device that says so. */
function qualificationRows(device: Device, t: TFunction): [string, ReactNode][] {
  const { required, idleDays } = device.qualification;
  if (!required) return [];
  return [
    [
      t('share.device.qualification'),
      idleDays === null
        ? t('share.device.qualifiedOnly')
        : t('share.device.qualifiedOnlyLapsing', { days: idleDays }),
    ],
  ];
}

/**
 * A device's details and its booking rules in words (who may book, lengths, hours, days, ahead,
 * buffer, closures).
 * `headingLevel` is that of the usage notes' heading (one below the device's own heading).
 */
export function DeviceFacts({
  device,
  headingLevel = 2,
}: {
  device: Device;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const notesId = useId();
  const Heading = `h${headingLevel}` as const;
  const yen = useYen();
  const { duration, weekdays } = useShareWords();
  const { rules } = device;
  const rows: [string, ReactNode][] = [
    ...(device.categoryId === ''
      ? []
      : [
          [
            t('share.device.category'),
            <CategoryText key="category" categoryId={device.categoryId} />,
          ] as [string, ReactNode],
        ]),
    [t('share.device.place'), <PlaceText key="place" place={device.place} />],
    [
      t('share.device.fee'),
      device.feePerHour === 0
        ? t('share.device.free')
        : t('share.device.perHour', { amount: yen(device.feePerHour) }),
    ],
    [
      t('share.device.approval'),
      device.requiresApproval ? t('share.device.needsApproval') : t('share.device.direct'),
    ],
    ...qualificationRows(device, t),
    [
      t('share.rules.length'),
      rules.minMinutes === rules.maxMinutes
        ? t('share.rules.lengthExact', { length: duration(rules.minMinutes) })
        : t('share.rules.lengthRange', {
            min: duration(rules.minMinutes),
            max: duration(rules.maxMinutes),
          }),
    ],
    [
      t('share.rules.hours'),
      t('share.rules.hoursRange', {
        from: formatMinutes(rules.openFrom),
        until: formatMinutes(rules.openUntil),
      }),
    ],
    [t('share.rules.days'), weekdays(rules.weekdays)],
    [t('share.rules.ahead'), t('share.rules.aheadDays', { days: rules.advanceDays })],
    [
      t('share.rules.buffer'),
      rules.bufferMinutes === 0
        ? t('share.rules.noBuffer')
        : t('share.rules.bufferText', { length: duration(rules.bufferMinutes) }),
    ],
    [
      t('share.rules.closures'),
      rules.closures.length === 0 ? (
        t('share.rules.noClosures')
      ) : (
        <ul key="closures" className="device-facts__closures">
          {rules.closures.map((c) => {
            const range =
              c.from === c.until
                ? formatYmd(c.from)
                : t('share.rules.closureRange', {
                    from: formatYmd(c.from),
                    until: formatYmd(c.until),
                  });
            return (
              <li key={`${c.from}-${c.until}`}>
                {c.reason ? t('share.rules.closureWithReason', { range, reason: c.reason }) : range}
              </li>
            );
          })}
        </ul>
      ),
    ],
  ];
  return (
    <>
      {device.description && <p className="device-page__description">{device.description}</p>}
      <dl className="device-facts">
        {rows.map(([term, value]) => (
          <div key={term} className="device-facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {device.usageNotes && (
        <section className="device-page__notes" aria-labelledby={notesId}>
          <Heading id={notesId}>{t('share.device.usageNotes')}</Heading>
          <p>{device.usageNotes}</p>
        </section>
      )}
    </>
  );
}
