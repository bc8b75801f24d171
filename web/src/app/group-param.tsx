import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useSearchParams } from 'react-router-dom';
import { loadChunk } from '../lib/chunk-reload';
import { useSession } from '../lib/session';

/** The query parameter that names the acting group to switch to (links in mails, notices). */
const GROUP_PARAM = 'group';

/**
 * Around every route (spec section 7: "If the query parameter group is present at startup, a custom
 * token is set up for that group"): on any page, public ones included, `?group=<id>` switches the
 * acting group through a custom token (`switchToGroupParam`, loaded only then), then leaves the
 * address bar (a replace: no history entry). A failure, e.g. a group the user is not a member of,
 * is rolled back and told by the global error wrapper.
 *
 * A signed-out visitor has no group to switch: the parameter stays in the address, so the login
 * (whose return address is this page's, query included) brings it back and it applies then.
 */
export function GroupParam() {
  const uid = useSession().user?.uid;
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get(GROUP_PARAM);
  const { t } = useTranslation();
  // The parameter being handled: StrictMode runs an effect twice, the switch must run once.
  const handling = useRef<string | null>(null);

  useEffect(() => {
    if (wanted === null) handling.current = null;
    if (wanted === null || uid === undefined || handling.current === wanted) return;
    handling.current = wanted;
    setSearchParams(
      (params) => {
        params.delete(GROUP_PARAM);
        return params;
      },
      { replace: true },
    );
    void loadChunk(() => import('./group-switch')).then(
      ({ switchToGroupParam }) => switchToGroupParam(wanted, t),
      (error: unknown) => console.error('Loading the group switch failed', error),
    );
  }, [wanted, uid, setSearchParams, t]);

  return <Outlet />;
}
