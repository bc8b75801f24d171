import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSelectGroup } from '../../../lib/global-errors';
import { paths } from '../../../lib/paths';

export interface ActAsGroupButtonProps {
  groupId: string;
}

/**
 * 'Act as this group' after creating or joining a group: selects it (server and ID token), then
 * opens its info page. If the selection fails, the previous identity stays and the global error
 * wrapper says why.
 */
export function ActAsGroupButton({ groupId }: ActAsGroupButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selectGroup = useSelectGroup();
  const [busy, setBusy] = useState(false);

  async function actAs() {
    setBusy(true);
    if (await selectGroup(groupId)) void navigate(paths.group.getHref());
    else setBusy(false);
  }

  return (
    <button
      type="button"
      className="button"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void actAs()}
    >
      {t('groups.actAs.button')}
    </button>
  );
}
