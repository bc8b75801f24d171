import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isNothing, useFigureFormat } from '../../../lib/impact/figures';
import { usePublicImpact } from '../../../lib/impact/get-public-impact';
import { paths } from '../../../lib/paths';
import './impact-band.css';

/**
 * The home page's quiet line on what reuse achieved over the last 12 months (GET /api/v1/impact),
 * leading to `/impact`. Loaded lazily after the listing, with the rest of the messages: the first
 * load of `/` carries none of it. Nothing shows while it loads, when it fails, or when nothing
 * was handed over yet.
 */
export function ImpactBand() {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const impact = usePublicImpact({ background: true });
  const totals = impact.status === 'success' ? impact.data.totals : undefined;
  if (!totals || isNothing(totals)) return null;
  return (
    <aside className="impact-band" aria-label={t('impact.band.label')}>
      <Link to={paths.impact.getHref()} className="impact-band__link">
        {t('impact.band.text', {
          count: totals.items,
          items: format.count(totals.items),
          yen: format.yen(totals.yen),
          co2: format.kg(totals.kgCO2e),
        })}
      </Link>
    </aside>
  );
}
