import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { selectGroup } from '../../../lib/profile';
import { paths } from '../../../lib/paths';

export interface ActAsGroupButtonProps {
  groupId: string;
  groupName: string;
}

/**
 * 'Act as this group' after creating or joining a group: selects it (server and ID token), then
 * opens its info page. If the selection fails, the previous identity stays and a message says so.
 */
export function ActAsGroupButton({ groupId, groupName }: ActAsGroupButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function actAs() {
    setBusy(true);
    setFailed(false);
    try {
      await selectGroup(groupId);
    } catch (error) {
      console.error('Selecting the group failed', error);
      setFailed(true);
      setBusy(false);
      return;
    }
    void navigate(paths.group.getHref());
  }

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-busy={busy}
        aria-describedby={failed ? `act-as-${groupId}-error` : undefined}
        onClick={() => void actAs()}
      >
        {t('groups.actAs.button')}
      </button>
      {failed && (
        <p id={`act-as-${groupId}-error`} role="alert" className="groups__error">
          {t('groups.actAs.failed', { name: groupName })}
        </p>
      )}
    </>
  );
}
