import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { INQUIRY_FORM_URL } from './links';
import { yearInTokyo } from './tokyo-year';
import './footer.css';

/**
 * Links to home, the wanted posts, about (new tab), FAQ, the external inquiry form (new tab), terms and privacy, and
 * the copyright line (spec section 2, Footer).
 */
export function Footer() {
  const { t } = useTranslation();
  const newTab = <span className="visually-hidden">{t('footer.newTab')}</span>;

  return (
    <footer className="footer">
      <div className="footer__inner container">
        <nav aria-label={t('footer.navLabel')}>
          <ul className="footer__links">
            <li>
              <Link to={paths.home.getHref()}>{t('footer.home')}</Link>
            </li>
            <li>
              <Link to={paths.wanted.getHref()}>{t('footer.wanted')}</Link>
            </li>
            <li>
              <a href={paths.about.getHref()} target="_blank" rel="noopener">
                {t('footer.about')}
                {newTab}
              </a>
            </li>
            <li>
              <Link to={paths.faq.getHref()}>{t('footer.faq')}</Link>
            </li>
            <li>
              <a href={INQUIRY_FORM_URL} target="_blank" rel="noopener noreferrer">
                {t('footer.inquiry')}
                {newTab}
              </a>
            </li>
            <li>
              <Link to={paths.terms.getHref()}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.privacy.getHref()}>{t('footer.privacy')}</Link>
            </li>
          </ul>
        </nav>
        <p className="footer__copyright">
          <small>{t('app.copyright', { year: yearInTokyo() })}</small>
        </p>
      </div>
    </footer>
  );
}
