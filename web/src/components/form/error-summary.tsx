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

/**
 * The problems shown in `form`, in page order: each invalid field of the form kit (its label, its
 * error, its control) and each other error message in the form. A label the form has more than
 * once (the name of item 1, 2, ...) is prefixed with its group's legend.
 */
function problemsIn(form: HTMLFormElement): Problem[] {
  const found: Problem[] = [];
  for (const message of form.querySelectorAll('.field__error')) {
    const field = message.closest('.field');
    const label = field?.querySelector('label.field__label, .field__label') ?? null;
    const controlId = label instanceof HTMLLabelElement && label.htmlFor ? label.htmlFor : null;
    found.push({
      controlId,
      label: label ? labelText(label) : '',
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
