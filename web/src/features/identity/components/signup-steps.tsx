import { useTranslation } from 'react-i18next';
import './signup.css';

const STEPS = ['terms', 'create', 'done'] as const;
export type SignupStep = (typeof STEPS)[number];

/** 1 Terms · 2 Your details · 3 Done, the current one marked for assistive technology too. */
export function SignupSteps({ current }: { current: SignupStep }) {
  const { t } = useTranslation();
  return (
    <ol className="signup-steps" aria-label={t('signup.steps.label')}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={step === current ? 'signup-steps__step is-current' : 'signup-steps__step'}
          aria-current={step === current ? 'step' : undefined}
        >
          <span className="signup-steps__number">{index + 1}</span>
          {t(`signup.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
