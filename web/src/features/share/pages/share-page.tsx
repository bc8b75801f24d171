import { QueryStatus } from '../../../components/load-states';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLinks } from '../../../components/exhibit/page-links';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LISTINGS_PAGE_SIZE, useShareListings } from '../api/get-share-exhibits';
import { ListingCard } from '../components/listing-card';
import '../share.css';

const HEADING_ID = 'share-heading';

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const pageHref = (page: number) =>
  page > 1 ? `${paths.share.getHref()}?page=${page}` : paths.share.getHref();

/**
 * `/share`: the published share listings, newest published first, 20 a page (`?page=`), each with
 * its devices and linking to its page (/exhibits/{id}).
 */
export function SharePage() {
  const { t } = useTranslation();
  const title = t('share.title');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const result = useShareListings(page);

  return (
    <section className="page share-page" aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID} className="page__title">
        {title}
      </h1>
      <p className="share-page__lead">{t('share.lead')}</p>
      <QueryStatus
        query={result}
        loading={t('share.loading')}
        failed={t('share.error')}
        retry={t('share.retry')}
      />
      {result.status === 'success' &&
        (result.data.exhibits.length === 0 ? (
          <div className="state state--empty">
            <p>{page > 1 ? t('share.pastEnd') : t('share.empty')}</p>
            {page > 1 && (
              <Link className="button button--secondary" to={pageHref(1)}>
                {t('share.firstPage')}
              </Link>
            )}
          </div>
        ) : (
          <>
            <p role="status" className="share-page__count">
              {t('share.count', {
                total: result.data.total,
                first: (page - 1) * LISTINGS_PAGE_SIZE + 1,
                last: (page - 1) * LISTINGS_PAGE_SIZE + result.data.exhibits.length,
              })}
            </p>
            <ul className="listing-list" aria-labelledby={HEADING_ID}>
              {result.data.exhibits.map((listing) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} />
                </li>
              ))}
            </ul>
            <PageLinks
              page={page}
              total={result.data.total}
              pageSize={LISTINGS_PAGE_SIZE}
              hrefFor={pageHref}
            />
          </>
        ))}
    </section>
  );
}
