/** The outcome of an action, told in one line under it. */
export interface Notice {
  /** A refusal or failure (an alert) rather than a done note (a status). */
  error: boolean;
  text: string;
}

/** Says a notice: an error as an alert, a done note as a status; nothing without one. */
export function NoticeMessage({ notice }: { notice: Notice | null | undefined }) {
  if (!notice) return null;
  return (
    <p
      role={notice.error ? 'alert' : 'status'}
      className={notice.error ? 'form__message form__message--error' : 'form__message'}
    >
      {notice.text}
    </p>
  );
}
