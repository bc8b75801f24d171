import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignupSteps, type SignupStep } from './signup-steps';

/**
 * The frame of a sign-up step's page: its section, named by the step's title (`signup.<step>.title`)
 * in an `<h1>`, and the steps with this one marked. The page puts the step's content inside.
 */
export function SignupPage({ step, children }: { step: SignupStep; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = `signup-${step}-heading`;
  return (
    <section className="page signup" aria-labelledby={headingId}>
      <h1 id={headingId} className="page__title">
        {t(`signup.${step}.title`)}
      </h1>
      <SignupSteps current={step} />
      {children}
    </section>
  );
}
