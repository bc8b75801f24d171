import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmedActionDialog } from '../confirmed-action-dialog';
import { useConfirmedAction } from '../confirmed-action';
import { CopyButton } from '../copy-button';
import {
  type FeedId,
  useCalendarFeeds,
  useNewFeedAddress,
  useTurnOffFeed,
} from '../../lib/share-mode/calendar-feeds';
import './calendar-feed.css';

/**
 * "Subscribe in a calendar app": the private address of one calendar feed of the acting identity
 * (its reservations, a lender's bookings, or one device's), to copy into Google Calendar, Outlook or
 * Apple Calendar, or to open as `webcal://`. The address is made on request and can be reset (the
 * old one stops working) or turned off. Folded until opened: the feeds are fetched then.
 */
export function CalendarFeed({ feedId }: { feedId: FeedId }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="calendar-feed"
      onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}
    >
      <summary className="calendar-feed__summary">{t('shareCalendar.feed.summary')}</summary>
      {open && <FeedAddress feedId={feedId} />}
    </details>
  );
}

function FeedAddress({ feedId }: { feedId: FeedId }) {
  const { t } = useTranslation();
  const inputId = useId();
  const feeds = useCalendarFeeds();
  const newAddress = useNewFeedAddress();
  const turnOff = useTurnOffFeed();
  const [failed, setFailed] = useState(false);
  const reset = useConfirmedAction(async () => {
    await newAddress.mutateAsync(feedId);
  });
  const stop = useConfirmedAction(async () => {
    await turnOff.mutateAsync(feedId);
  });

  if (feeds.status === 'loading')
    return <p className="calendar-feed__state">{t('shareCalendar.feed.loading')}</p>;
  if (feeds.status === 'error')
    return (
      <p role="alert" className="form__message form__message--error">
        {t('shareCalendar.feed.loadFailed')}{' '}
        <button type="button" className="button button--small" onClick={feeds.refetch}>
          {t('shareCalendar.feed.retry')}
        </button>
      </p>
    );

  const feed = feeds.data.feeds.find((f) => f.id === feedId);
  const create = () => {
    setFailed(false);
    void newAddress.run(feedId, { onError: () => setFailed(true) });
  };

  return (
    <div className="calendar-feed__body">
      <p>{t('shareCalendar.feed.explanation')}</p>
      {feed === undefined ? (
        <div className="form__actions">
          <button
            type="button"
            className="button"
            disabled={newAddress.isPending}
            aria-busy={newAddress.isPending}
            onClick={create}
          >
            {t('shareCalendar.feed.create')}
          </button>
        </div>
      ) : (
        <>
          <div className="field">
            <label className="field__label" htmlFor={inputId}>
              {t('shareCalendar.feed.address')}
            </label>
            <input
              id={inputId}
              className="field__control calendar-feed__address"
              readOnly
              value={feed.url}
              onFocus={(event) => event.target.select()}
            />
            <p className="field__hint">{t('shareCalendar.feed.private')}</p>
          </div>
          <div className="form__actions">
            <CopyButton
              text={feed.url}
              copiedText={t('shareCalendar.feed.copied')}
              failedText={t('shareCalendar.feed.copyFailed')}
            >
              {t('shareCalendar.feed.copy')}
            </CopyButton>
            <a className="button button--secondary" href={feed.webcalUrl}>
              {t('shareCalendar.feed.open')}
            </a>
            <button type="button" className="button button--secondary" onClick={() => reset.ask()}>
              {t('shareCalendar.feed.reset')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => stop.ask()}>
              {t('shareCalendar.feed.turnOff')}
            </button>
          </div>
        </>
      )}
      {failed && (
        <p role="alert" className="form__message form__message--error">
          {t('shareCalendar.feed.failed')}
        </p>
      )}
      {(
        [
          [
            reset,
            t('shareCalendar.feed.resetTitle'),
            t('shareCalendar.feed.reset'),
            t('shareCalendar.feed.resetQuestion'),
          ],
          [
            stop,
            t('shareCalendar.feed.turnOffTitle'),
            t('shareCalendar.feed.turnOff'),
            t('shareCalendar.feed.turnOffQuestion'),
          ],
        ] as const
      ).map(([action, title, confirmLabel, question]) => (
        <ConfirmedActionDialog
          key={confirmLabel}
          action={action}
          title={title}
          confirmLabel={confirmLabel}
          failedText={t('shareCalendar.feed.failed')}
          errorClassName="form__message form__message--error"
        >
          {question}
        </ConfirmedActionDialog>
      ))}
    </div>
  );
}
