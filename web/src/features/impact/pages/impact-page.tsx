import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Page } from '../../../components/page';
import { QueryView } from '../../../components/query-view';
import { isNothing } from '../../../lib/impact/figures';
import { usePublicImpact } from '../../../lib/impact/get-public-impact';
import { formatMonth } from '../../../lib/months';
import { ImpactCharts } from '../components/impact-charts';
import { ImpactTiles } from '../components/impact-tiles';
import { LoadError } from '../components/load-error';
import { METHOD_HREF } from '../components/method-link';
import { MethodSection } from '../components/method-section';
import '../components/impact.css';

const TOTALS_ID = 'impact-totals-heading';

/**
 * `/impact` (public): what reuse achieved over the last 12 months, this one included (the totals,
 * and units and CO2 per month as the dashboard's charts), and under
 * `#method` how the CO2 figure is estimated, with its table and sources.
 */
export function ImpactPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const totals = usePublicImpact();

  // The figures arrive after the browser looked for the `#fragment` (`/impact#method`): go to it
  // once what comes above it is there.
  useEffect(() => {
    if (hash.length > 1 && totals.status !== 'loading')
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash, totals.status]);

  return (
    <Page headingId="impact-heading" title={t('routes.impact')} className="impact">
      <p className="impact__intro">{t('impact.public.intro')}</p>
      <section className="impact__section" aria-labelledby={TOTALS_ID}>
        <h2 id={TOTALS_ID} className="impact__heading">
          {t('impact.public.totals')}
        </h2>
        <QueryView
          query={totals}
          loading={t('impact.public.loading')}
          LoadError={LoadError}
          loadFailed={t('impact.public.loadFailed')}
        >
          {(data) => {
            const period = { from: formatMonth(data.from), to: formatMonth(data.to) };
            return isNothing(data.totals) ? (
              <p className="state state--empty">{t('impact.public.empty', period)}</p>
            ) : (
              <>
                <p className="impact__period">{t('impact.period', period)}</p>
                <ImpactTiles figures={data.totals} methodHref={METHOD_HREF} />
                <ImpactCharts months={data.months} />
              </>
            );
          }}
        </QueryView>
      </section>
      <MethodSection />
    </Page>
  );
}
