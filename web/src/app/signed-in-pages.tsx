import type { RouteName } from '../lib/paths';
import { loadChunk } from '../lib/chunk-reload';
import { lazyPage, type LazyPage } from './lazy-page';

/**
 * The pages of the manage and chat layouts, for signed-in users only (their layouts and parameter
 * checks are in `router.tsx`). A chunk of its own, so the first load of a public page does not carry
 * these loaders and the lists of what each preloads (issue 17).
 */

const notifications =
  (kind: 'todo' | 'notice' | 'unread'): LazyPage =>
  () =>
    loadChunk(() => import('../features/notifications/pages/notification-page')).then(
      ({ NotificationPage }) =>
        function Notifications() {
          return <NotificationPage kind={kind} />;
        },
    );

export const signedInPages = {
  // Notifications (?role=owner|customer)
  notificationTodo: notifications('todo'),
  notificationNotice: notifications('notice'),
  notificationUnread: notifications('unread'),

  // Manage: account and groups
  account: lazyPage(
    () => import('../features/identity/pages/account-page'),
    (m) => m.AccountPage,
  ),
  accountJoin: lazyPage(
    () => import('../features/groups/pages/join-group-page'),
    (m) => m.JoinGroupPage,
  ),
  accountBlocks: lazyPage(
    () => import('../features/identity/pages/blocks-page'),
    (m) => m.BlocksPage,
  ),
  accountDetail: lazyPage(
    () => import('../features/identity/pages/account-detail-page'),
    (m) => m.AccountDetailPage,
  ),
  group: lazyPage(
    () => import('../features/groups/pages/group-info-page'),
    (m) => m.GroupInfoPage,
  ),
  groupMembers: lazyPage(
    () => import('../features/groups/pages/group-members-page'),
    (m) => m.GroupMembersPage,
  ),
  groupFunds: lazyPage(
    () => import('../features/funds/pages/group-funds-page'),
    (m) => m.GroupFundsPage,
  ),
  systemGroups: lazyPage(
    () => import('../features/groups/pages/system-groups-page'),
    (m) => m.SystemGroupsPage,
  ),
  systemGroupCreate: lazyPage(
    () => import('../features/groups/pages/group-create-page'),
    (m) => m.GroupCreatePage,
  ),
  systemContents: lazyPage(
    () => import('../features/contents-editor/pages/contents-editor-page'),
    (m) => m.ContentsEditorPage,
  ),

  // Manage: what the user looks for
  myWanted: lazyPage(
    () => import('../features/wanted/pages/my-wanted-page'),
    (m) => m.MyWantedPage,
  ),
  wantedCreate: lazyPage(
    () => import('../features/wanted/pages/wanted-form-pages'),
    (m) => m.WantedCreatePage,
  ),
  wantedEdit: lazyPage(
    () => import('../features/wanted/pages/wanted-form-pages'),
    (m) => m.WantedEditPage,
  ),
  savedSearches: lazyPage(
    () => import('../features/search/pages/saved-searches-page'),
    (m) => m.SavedSearchesPage,
  ),

  // Manage: back office
  backofficeFunds: lazyPage(
    () => import('../features/backoffice/pages/queue-page'),
    (m) => m.FundsQueuePage,
  ),
  backofficeFundsDetail: lazyPage(
    () => import('../features/backoffice/pages/application-page'),
    (m) => m.FundsApplicationPage,
  ),
  backofficeJunk: lazyPage(
    () => import('../features/backoffice/pages/queue-page'),
    (m) => m.JunkQueuePage,
  ),
  backofficeJunkDetail: lazyPage(
    () => import('../features/backoffice/pages/application-page'),
    (m) => m.JunkApplicationPage,
  ),
  backofficeReports: lazyPage(
    () => import('../features/moderation/pages/reports-page'),
    (m) => m.ModerationReportsPage,
  ),
  backofficeImpact: lazyPage(
    () => import('../features/impact/pages/impact-dashboard-page'),
    (m) => m.ImpactDashboardPage,
  ),

  // Manage: exhibits and trades
  reuseExhibits: lazyPage(
    () => import('../features/manage-exhibits/pages/exhibit-list-page'),
    (m) => m.ExhibitListPage,
  ),
  reuseExhibitCreate: lazyPage(
    () => import('../features/manage-exhibits/pages/exhibit-create-page'),
    (m) => m.ExhibitCreatePage,
  ),
  reuseExhibit: lazyPage(
    () => import('../features/manage-exhibits/pages/exhibit-detail-page'),
    (m) => m.ExhibitDetailPage,
  ),
  reuseExhibitEdit: lazyPage(
    () => import('../features/manage-exhibits/pages/exhibit-edit-page'),
    (m) => m.ExhibitEditPage,
  ),
  shareExhibits: lazyPage(
    () => import('../features/share-exhibits/pages/share-exhibit-list-page'),
    (m) => m.ShareExhibitListPage,
  ),
  shareExhibitCreate: lazyPage(
    () => import('../features/share-exhibits/pages/share-exhibit-create-page'),
    (m) => m.ShareExhibitCreatePage,
  ),
  shareExhibit: lazyPage(
    () => import('../features/share-exhibits/pages/share-exhibit-detail-page'),
    (m) => m.ShareExhibitDetailPage,
  ),
  shareExhibitEdit: lazyPage(
    () => import('../features/share-exhibits/pages/share-exhibit-edit-page'),
    (m) => m.ShareExhibitEditPage,
  ),
  ownerContacts: lazyPage(
    () => import('../features/contacts/pages/contacts-page'),
    (m) => m.OwnerContactsPage,
  ),
  ownerChat: lazyPage(
    () => import('../features/contacts/pages/chat-page'),
    (m) => m.OwnerChatPage,
  ),
  customerContacts: lazyPage(
    () => import('../features/contacts/pages/contacts-page'),
    (m) => m.CustomerContactsPage,
  ),
  customerChat: lazyPage(
    () => import('../features/contacts/pages/chat-page'),
    (m) => m.CustomerChatPage,
  ),

  // Manage: share mode
  lenderDevices: lazyPage(
    () => import('../features/lender/pages/devices-page'),
    (m) => m.DevicesPage,
  ),
  // The same page edits a device with `?id={id}`.
  lenderDeviceCreate: lazyPage(
    () => import('../features/lender/pages/device-form-page'),
    (m) => m.DeviceFormPage,
  ),
  lenderDeviceQualifications: lazyPage(
    () => import('../features/lender/pages/qualifications-page'),
    (m) => m.QualificationsPage,
  ),
  lenderDeviceFacility: lazyPage(
    () => import('../features/lender/pages/facility-page'),
    (m) => m.FacilityPage,
  ),
  lenderReservations: lazyPage(
    () => import('../features/lender/pages/reservations-page'),
    (m) => m.LenderReservationsPage,
  ),
  lenderEarnings: lazyPage(
    () => import('../features/lender/pages/earnings-page'),
    (m) => m.EarningsPage,
  ),
  lenderStaff: lazyPage(
    () => import('../features/lender/pages/staff-page'),
    (m) => m.StaffPage,
  ),
  lenderUsageReports: lazyPage(
    () => import('../features/lender/pages/usage-reports-page'),
    (m) => m.UsageReportsPage,
  ),
  lenderOutsideUsers: lazyPage(
    () => import('../features/lender/pages/outside-users-page'),
    (m) => m.OutsideUsersPage,
  ),
  userReservations: lazyPage(
    () => import('../features/usage/pages/reservations-page'),
    (m) => m.ReservationsPage,
  ),
  userUsageReport: lazyPage(
    () => import('../features/usage/pages/usage-report-page'),
    (m) => m.UsageReportPage,
  ),
  userRegistration: lazyPage(
    () => import('../features/usage/pages/registration-page'),
    (m) => m.RegistrationPage,
  ),
  userPayments: lazyPage(
    () => import('../features/usage/pages/payments-page'),
    (m) => m.PaymentsPage,
  ),
  budgetReviews: lazyPage(
    () => import('../features/funds/pages/budget-reviews-page'),
    (m) => m.BudgetReviewsPage,
  ),
} satisfies Partial<Record<RouteName, LazyPage>>;

export type SignedInPageName = keyof typeof signedInPages;
