import { useFormikContext } from 'formik';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One problem of the form as the summary lists it. */
interface Problem {
  /** The control to go to (its id), when the problem belongs to one. */
  controlId: string | null;
  label: string;
  message: string;
}

/** A label's words without the required marker (`aria-hidden`). */
function labelText(label: Element): string {
  const copy = label.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').trim();
}

/** The control an error message describes (`aria-describedby`), if any. */
function controlOf(form: HTMLFormElement, message: Element): HTMLElement | null {
  if (!message.id) return null;
  for (const element of form.querySelectorAll<HTMLElement>('[aria-describedby]')) {
    const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
    if (!ids.includes(message.id)) continue;
    // A group of radios is described as a whole: its first choice is where to go.
    return element.tagName === 'FIELDSET' ? element.querySelector<HTMLElement>('input') : element;
  }
  return null;
}

/** What names a problem's control: its label, its group's legend; none for a checkbox (the
 * message says what to tick, the label would repeat a whole sentence). */
function labelOf(form: HTMLFormElement, control: HTMLElement | null, message: Element): string {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return '';
  const label =
    (control && [...form.querySelectorAll('label')].find((l) => l.htmlFor === control.id)) ??
    message.closest('.field')?.querySelector('.field__label');
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    const legend = control.closest('fieldset')?.querySelector(':scope > legend');
    return legend ? labelText(legend) : '';
  }
  return label ? labelText(label) : '';
}

/**
 * The problems shown in `form`, in page order: each error message of the form kit with the label
 * of the control it describes, and each other error message in the form. A label the form has
 * more than once (the name of item 1, 2, ...) is prefixed with its group's legend.
 */
function problemsIn(form: HTMLFormElement): Problem[] {
  const found: Problem[] = [];
  for (const message of form.querySelectorAll('.field__error')) {
    const control = controlOf(form, message);
    found.push({
      controlId: control?.id || null,
      label: labelOf(form, control, message),
      message: (message.textContent ?? '').trim(),
    });
  }
  const counts = new Map<string, number>();
  for (const label of form.querySelectorAll('.field__label')) {
    const text = labelText(label);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return found.map((problem) => {
    if (problem.label === '' || (counts.get(problem.label) ?? 0) < 2) return problem;
    const control = problem.controlId === null ? null : document.getElementById(problem.controlId);
    const legend = control?.closest('fieldset')?.querySelector(':scope > legend');
    return legend ? { ...problem, label: `${labelText(legend)}: ${problem.label}` } : problem;
  });
}

/** Brings `element` to the middle of the screen (where the browser can) and focuses it. */
function bringIntoView(element: HTMLElement): void {
  element.scrollIntoView?.({ block: 'center' });
  element.focus({ preventScroll: true });
}

/**
 * The form's problems at its top, after a submit that found some (issue 15: a long form's errors
 * ended up below the screen, and submitting again seemed to do nothing). A failed submit also moves
 * focus to the first invalid control and scrolls it into view; each listed problem links to its
 * control. The list follows the form as problems are fixed, and goes when none is left. Put it
 * first inside a formik `<Form>`.
 */
export function ErrorSummary() {
  const { t } = useTranslation();
  const { submitCount, isSubmitting, errors, touched, status } = useFormikContext<unknown>();
  const ref = useRef<HTMLDivElement>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const handledSubmit = useRef(0);
  const headingId = useId();

  // Read after every render that may have changed the errors shown (the fields render them).
  useLayoutEffect(() => {
    const form = ref.current?.closest('form');
    if (!form || submitCount === 0) return;
    const next = problemsIn(form);
    setProblems((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, [submitCount, isSubmitting, errors, touched, status]);

  // Once per finished submit that left problems: to the first one.
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    const form = ref.current?.closest('form');
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) bringIntoView(first);
  }, [isSubmitting, submitCount]);

  const shown = problems.filter((problem) => problem.message !== '');
  return (
    <div ref={ref} className="error-summary-slot">
      {shown.length > 0 && (
        <section className="error-summary" aria-labelledby={headingId}>
          <h2 id={headingId} className="error-summary__title">
            {t('validation.summary', { count: shown.length })}
          </h2>
          <ul className="error-summary__list">
            {shown.map((problem, index) => (
              <li key={`${problem.controlId ?? ''}-${index}`}>
                {problem.controlId === null ? (
                  <span>{problem.message}</span>
                ) : (
                  <a
                    href={`#${problem.controlId}`}
                    onClick={(event) => {
                      event.preventDefault();
                      const control = document.getElementById(problem.controlId ?? '');
                      if (control) bringIntoView(control);
                    }}
                  >
                    {problem.label ? `${problem.label}: ` : ''}
                    {problem.message}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
