import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { useConfirmedAction } from '../../components/confirmed-action';
import { ConfirmedActionDialog } from '../../components/confirmed-action-dialog';
import { signOut } from '../../lib/auth';
import { paths, type Mode } from '../../lib/paths';
import { useSession, type ProfileGroup } from '../../lib/session';
import { useSelectGroup } from '../../lib/global-errors';

interface MenuLink {
  to: string;
  label: string;
  /** Shown but not followable (aria-disabled), e.g. the group menu without a selected group. */
  disabled?: boolean;
}

interface MenuSection {
  id: string;
  title: string;
  links: MenuLink[];
  hint?: string;
}

export interface SideMenuProps {
  mode: Mode;
  /**
   * Called when a group change is confirmed (null = individual), inside the global error wrapper.
   * Defaults to `selectGroup` (`lib/profile.ts`); it may reject, and then the selection stays as
   * it was and the wrapper says why.
   */
  onSelectGroup?: (group: string | null) => Promise<void>;
}

/**
 * The manage layout's side menu (spec section 2, Side menu): the group selector, exhibit management
 * for the current mode, messages (reuse) or usage and lender tools (share), what the user looks for
 * (their wanted posts and saved searches), the group menu (enabled only with a selected group),
 * the system menu, the back office per role (the reuse-impact dashboard for any role), and logout.
 * Each change of group or logout asks for confirmation.
 */
export function SideMenu({ mode, onSelectGroup }: SideMenuProps) {
  const { t } = useTranslation();
  const { user, roles, group, profile } = useSession();
  const hasGroup = group !== null;

  const sections: MenuSection[] = [
    {
      id: 'exhibit',
      title: t('menu.exhibit.title'),
      links:
        mode === 'reuse'
          ? [
              { to: paths.reuseExhibits.getHref(), label: t('menu.exhibit.list') },
              { to: paths.reuseExhibitCreate.getHref(), label: t('menu.exhibit.create') },
            ]
          : [
              { to: paths.shareExhibits.getHref(), label: t('menu.exhibit.list') },
              { to: paths.shareExhibitCreate.getHref(), label: t('menu.exhibit.create') },
            ],
    },
    ...(mode === 'reuse'
      ? [
          {
            id: 'messages',
            title: t('menu.messages.title'),
            links: [
              { to: paths.ownerContacts.getHref(), label: t('menu.messages.handover') },
              { to: paths.customerContacts.getHref(), label: t('menu.messages.receipt') },
            ],
          },
        ]
      : [
          {
            id: 'usage',
            title: t('menu.usage.title'),
            links: [
              { to: paths.userReservations.getHref(), label: t('menu.usage.reservations') },
              { to: paths.userPayments.getHref(), label: t('menu.usage.payments') },
              // Funds' budget holders are group administrators.
              ...(profile?.groups.some((g) => g.isAdmin)
                ? [{ to: paths.budgetReviews.getHref(), label: t('funds.menu.budgetReviews') }]
                : []),
            ],
          },
          {
            id: 'lender',
            title: t('menu.lender.title'),
            links: [
              { to: paths.lenderDevices.getHref(), label: t('menu.lender.devices') },
              { to: paths.lenderReservations.getHref(), label: t('menu.lender.reservations') },
              { to: paths.lenderEarnings.getHref(), label: t('menu.lender.earnings') },
              { to: paths.lenderStaff.getHref(), label: t('menu.lender.staff') },
              {
                to: paths.lenderUsageReports.getHref(),
                label: t('menu.lender.usageReports'),
              },
              { to: paths.lenderOutsideUsers.getHref(), label: t('menu.lender.outsideUsers') },
            ],
          },
        ]),
    {
      id: 'find',
      title: t('menu.find.title'),
      links: [
        { to: paths.myWanted.getHref(), label: t('menu.find.wanted') },
        { to: paths.savedSearches.getHref(), label: t('menu.find.savedSearches') },
      ],
    },
    {
      id: 'group',
      title: t('menu.groupMenu.title'),
      hint: hasGroup ? undefined : t('menu.groupMenu.disabledHint'),
      links: [
        {
          to: paths.groupMembers.getHref(),
          label: t('menu.groupMenu.members'),
          disabled: !hasGroup,
        },
        { to: paths.group.getHref(), label: t('menu.groupMenu.info'), disabled: !hasGroup },
        { to: paths.groupFunds.getHref(), label: t('funds.menu.groupFunds'), disabled: !hasGroup },
      ],
    },
    {
      id: 'system',
      title: t('menu.system.title'),
      links: [
        { to: paths.systemGroups.getHref(), label: t('menu.system.groups') },
        { to: paths.systemGroupCreate.getHref(), label: t('menu.system.create') },
        ...(roles.includes('content_editor')
          ? [{ to: paths.systemContents.getHref(), label: t('menu.system.contents') }]
          : []),
      ],
    },
  ];

  const backOffice: MenuLink[] = [
    ...(roles.includes('junk_inquiry')
      ? [{ to: paths.backofficeJunk.getHref(), label: t('menu.backoffice.junk') }]
      : []),
    ...(roles.includes('external_funds')
      ? [{ to: paths.backofficeFunds.getHref(), label: t('menu.backoffice.funds') }]
      : []),
    ...(roles.includes('moderator')
      ? [{ to: paths.backofficeReports.getHref(), label: t('menu.backoffice.reports') }]
      : []),
    // The reuse-impact dashboard: every officer, whatever the role.
    ...(roles.length > 0
      ? [{ to: paths.backofficeImpact.getHref(), label: t('menu.backoffice.impact') }]
      : []),
  ];
  if (backOffice.length > 0)
    sections.push({ id: 'backoffice', title: t('menu.backoffice.title'), links: backOffice });

  return (
    <nav className="side-menu" aria-label={t('menu.label')}>
      {user && (
        <p className="side-menu__user">
          <span className="side-menu__user-label">{t('menu.signedInAs')}</span>
          <span className="side-menu__user-name" translate="no" title={user.email ?? undefined}>
            {profile?.user.name ?? user.displayName ?? user.email ?? user.uid}
          </span>
        </p>
      )}
      <GroupSelect onSelectGroup={onSelectGroup} />
      {sections.map((section) => (
        <MenuSectionView key={section.id} section={section} />
      ))}
      <LogoutButton />
    </nav>
  );
}

function MenuSectionView({ section }: { section: MenuSection }) {
  const headingId = useId();
  const hintId = useId();
  return (
    <section className="side-menu__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="side-menu__heading">
        {section.title}
      </h2>
      <ul className="side-menu__list">
        {section.links.map((link) => (
          <li key={link.to}>
            {link.disabled ? (
              <a
                role="link"
                aria-disabled="true"
                aria-describedby={section.hint ? hintId : undefined}
                className="side-menu__link side-menu__link--disabled"
              >
                {link.label}
              </a>
            ) : (
              <NavLink to={link.to} end className="side-menu__link">
                {link.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
      {section.hint && (
        <p id={hintId} className="side-menu__hint">
          {section.hint}
        </p>
      )}
    </section>
  );
}

/** The current group, 'no group (individual)' and the profile's other groups; asks before a change. */
function GroupSelect({ onSelectGroup }: Pick<SideMenuProps, 'onSelectGroup'>) {
  const { t } = useTranslation();
  const { group, profile } = useSession();
  const selectId = useId();
  const change = useConfirmedAction(useSelectGroup(onSelectGroup));

  const groups: ProfileGroup[] = profile?.groups ?? [];
  // A selected group the profile does not list (yet): still shown, by id, so the select is truthful.
  const options =
    group !== null && !groups.some((g) => g.id === group)
      ? [{ id: group, name: group, isAdmin: false }, ...groups]
      : groups;
  const nameOf = (id: string) => options.find((g) => g.id === id)?.name ?? id;

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value === '' ? null : event.target.value;
    change.clearFailure();
    if (next !== group) change.ask(next);
  };
  const pending = change.asked?.value;

  return (
    <div className="side-menu__group">
      <label htmlFor={selectId} className="side-menu__heading">
        {t('menu.group.label')}
      </label>
      <select id={selectId} className="side-menu__select" value={group ?? ''} onChange={onChange}>
        <option value="">{t('menu.group.individual')}</option>
        {options.map((g) => (
          // Group names are the users' own words: never translated.
          <option key={g.id} value={g.id} translate="no">
            {g.name}
          </option>
        ))}
      </select>
      <ConfirmedActionDialog
        action={change}
        title={t('menu.group.confirmTitle')}
        confirmLabel={t('menu.group.confirm')}
      >
        {pending
          ? t('menu.group.confirmTo', { name: nameOf(pending) })
          : t('menu.group.confirmIndividual')}
      </ConfirmedActionDialog>
    </div>
  );
}

/** Logout after confirmation: signs out (lib/auth), then goes home. */
function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useConfirmedAction(signOut, () => navigate(paths.home.getHref()));

  return (
    <div className="side-menu__section side-menu__logout">
      <button
        type="button"
        className="button button--secondary side-menu__logout-button"
        onClick={() => logout.ask()}
      >
        {t('menu.logout.button')}
      </button>
      <ConfirmedActionDialog
        action={logout}
        title={t('menu.logout.confirmTitle')}
        confirmLabel={t('menu.logout.confirm')}
        failedText={t('menu.logout.failed')}
        errorClassName="side-menu__error"
      >
        {t('menu.logout.confirmMessage')}
      </ConfirmedActionDialog>
    </div>
  );
}
