import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useYen } from '../../lib/share-mode/money';
import { formatMinutes, formatYmd } from '../../lib/share-mode/tokyo-grid';
import type { Device } from '../../lib/share-mode/types';
import { CategoryText } from './category-text';
import { FactList, type Fact } from '../fact-list';
import { PlaceText } from '../place-text';
import { useShareWords } from '../../lib/share-mode/words';
import './device-facts.css';

/** "Qualified users only" (and after how many idle days that lapses), for a device that says so. */
function qualificationFact(device: Device, t: TFunction): Fact | null {
  const { required, idleDays } = device.qualification;
  if (!required) return null;
  return {
    term: t('share.device.qualification'),
    value:
      idleDays === null
        ? t('share.device.qualifiedOnly')
        : t('share.device.qualifiedOnlyLapsing', { days: idleDays }),
  };
}

/** "Users report each session within N days", for a device that asks for usage reports. */
function usageReportsFact(device: Device, t: TFunction): Fact | null {
  const { required, withinDays } = device.usageReports;
  if (!required) return null;
  return {
    term: t('share.device.usageReports'),
    value: t('share.device.usageReportsWithin', { days: withinDays }),
  };
}

/** The fees per hour of users from other universities and companies, for a device that sets them. */
function outsideFeesFact(
  device: Device,
  t: TFunction,
  yen: (amount: number) => string,
): Fact | null {
  if (device.outsideFees === null) return null;
  return {
    term: t('share.device.outsideFees'),
    value: t('share.device.outsideFeesValue', {
      academic: yen(device.outsideFees.academic),
      industry: yen(device.outsideFees.industry),
    }),
  };
}

/**
 * A device's details and its booking rules in words (its fee, and those of outside users when
 * set; who may book, whether its staff assist, whether its users report each session, lengths,
 * hours, days, ahead, buffer, closures).
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
  const facts: (Fact | null)[] = [
    device.categoryId === ''
      ? null
      : {
          term: t('share.device.category'),
          value: <CategoryText categoryId={device.categoryId} />,
        },
    { term: t('share.device.place'), value: <PlaceText place={device.place} /> },
    {
      term: t('share.device.fee'),
      value:
        device.feePerHour === 0
          ? t('share.device.free')
          : t('share.device.perHour', { amount: yen(device.feePerHour) }),
    },
    outsideFeesFact(device, t, yen),
    {
      term: t('share.device.approval'),
      value: device.requiresApproval ? t('share.device.needsApproval') : t('share.device.direct'),
    },
    qualificationFact(device, t),
    device.assistance.offered
      ? {
          term: t('share.device.assistance'),
          value:
            device.assistance.feePerSlot === 0
              ? t('share.device.assistanceFree')
              : t('share.device.assistancePerSlot', { amount: yen(device.assistance.feePerSlot) }),
        }
      : null,
    usageReportsFact(device, t),
    {
      term: t('share.rules.length'),
      value:
        rules.minMinutes === rules.maxMinutes
          ? t('share.rules.lengthExact', { length: duration(rules.minMinutes) })
          : t('share.rules.lengthRange', {
              min: duration(rules.minMinutes),
              max: duration(rules.maxMinutes),
            }),
    },
    {
      term: t('share.rules.hours'),
      value: t('share.rules.hoursRange', {
        from: formatMinutes(rules.openFrom),
        until: formatMinutes(rules.openUntil),
      }),
    },
    { term: t('share.rules.days'), value: weekdays(rules.weekdays) },
    {
      term: t('share.rules.ahead'),
      value: t('share.rules.aheadDays', { days: rules.advanceDays }),
    },
    {
      term: t('share.rules.buffer'),
      value:
        rules.bufferMinutes === 0
          ? t('share.rules.noBuffer')
          : t('share.rules.bufferText', { length: duration(rules.bufferMinutes) }),
    },
    {
      term: t('share.rules.closures'),
      value:
        rules.closures.length === 0 ? (
          t('share.rules.noClosures')
        ) : (
          <ul className="device-facts__closures">
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
                  {c.reason
                    ? t('share.rules.closureWithReason', { range, reason: c.reason })
                    : range}
                </li>
              );
            })}
          </ul>
        ),
    },
  ];
  return (
    <>
      {device.description && <p className="device-page__description">{device.description}</p>}
      <FactList className="device-facts" facts={facts} />
      {device.usageNotes && (
        <section className="device-page__notes" aria-labelledby={notesId}>
          <Heading id={notesId}>{t('share.device.usageNotes')}</Heading>
          <p>{device.usageNotes}</p>
        </section>
      )}
    </>
  );
}
