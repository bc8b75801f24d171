import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, useLanguage } from '../lib/i18n';
import './language-switch.css';

/** Two buttons (日本語 / English); the current language is pressed. The choice goes to the cookie. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLanguage();

  return (
    <div role="group" aria-label={t('language.label')} className="language-switch">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          className="language-switch__option"
          onClick={() => {
            if (language !== current) void changeLanguage(language);
          }}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
