import { type ComponentType, useState } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { AdminNotFound } from '../components/AdminNotFound';
import { NotFound } from '../components/NotFound';
import { ReauthPrompt } from '../components/ReauthPrompt';
import { AdminLayout } from '../features/admin/AdminLayout';
import { AccountAdminPage } from '../features/admin-account/AccountAdminPage';
import { BlogAdminPage } from '../features/admin-blog/BlogAdminPage';
import { PostEditorPage } from '../features/admin-blog/PostEditorPage';
import { DashboardPage } from '../features/admin-dashboard/DashboardPage';
import { ForgeImport } from '../features/admin-forges/ForgeImport';
import { CertificatesAdminPage, ProjectsAdminPage } from '../features/admin-image-entities/screens';
import { NotificationsAdminPage } from '../features/admin-notifications/NotificationsAdminPage';
import { NotificationsProvider } from '../features/admin-notifications/notifications-context';
import { UnreadBadge } from '../features/admin-notifications/UnreadBadge';
import { ProfileAdminPage } from '../features/admin-profile/ProfileAdminPage';
import { QuotesAdminPage } from '../features/admin-quotes/QuotesAdminPage';
import { GeneratedResumePage } from '../features/admin-resume/GeneratedResumePage';
import { ResumeAdminPage } from '../features/admin-resume/ResumeAdminPage';
import { AdminSearch } from '../features/admin-search/AdminSearch';
import { ThemePage } from '../features/admin-theme/ThemePage';
import { TimelineAdminPage } from '../features/admin-timeline/TimelineAdminPage';
import { TranslationsPage } from '../features/admin-translations/TranslationsPage';
import { LoginPage } from '../features/auth/LoginPage';
import {
  ADMIN_SCREENS,
  type AdminScreenKey,
  adminPaths,
  POST_EDITOR_ROUTE,
} from '../lib/admin-screens';
import { paths } from '../lib/paths';
import styles from './AdminApp.module.css';
import { useSession } from './session';
import { useDocumentTitle } from './use-document-title';

function LoginRoute() {
  const session = useSession();
  if (session.state.status === 'loading') return null;
  if (session.isAdmin) return <Navigate to={adminPaths.root} replace />;
  const notice = session.state.status === 'anonymous' ? session.state.notice : undefined;
  return <LoginPage onLogin={session.login} onToken={session.loginWithToken} notice={notice} />;
}

/** /Admin exists only for a logged-in user whose user_type is 'Admin' (spec §2). */
function AdminGate() {
  const session = useSession();
  const { state } = session;
  if (state.status === 'loading') return <p className={styles.pending}>Loading…</p>;
  if (state.status === 'unreachable') {
    return (
      <div className={styles.pending} role="alert">
        <p>{state.message}</p>
        <button type="button" onClick={session.retry}>
          Try again
        </button>
      </div>
    );
  }
  if (!session.isAdmin) return <AdminNotFound />;
  return (
    <NotificationsProvider>
      <AdminLayout
        onLogout={() => void session.logout()}
        notificationBadge={<UnreadBadge />}
        search={<AdminSearch />}
      />
      <ReauthPrompt />
    </NotificationsProvider>
  );
}

export const SIGNED_OUT_EVERYWHERE_NOTICE = 'You signed out everywhere. Log in again.';

/** Projects, with 'Import from …' (features/admin-forges) beside the spec's add button. */
function ProjectsRoute() {
  const [listVersion, setListVersion] = useState(0);
  return (
    <ProjectsAdminPage
      listVersion={listVersion}
      moreActions={<ForgeImport onImported={() => setListVersion((version) => version + 1)} />}
    />
  );
}

function AccountRoute() {
  const session = useSession();
  return (
    <AccountAdminPage onSignedOutEverywhere={() => session.ended(SIGNED_OUT_EVERYWHERE_NOTICE)} />
  );
}

/** The component of each screen of `ADMIN_SCREENS`, which gives its path and navigation item. */
const SCREENS: Record<AdminScreenKey, ComponentType> = {
  dashboard: DashboardPage,
  projects: ProjectsRoute,
  certificates: CertificatesAdminPage,
  resume: ResumeAdminPage,
  quotes: QuotesAdminPage,
  notifications: NotificationsAdminPage,
  theme: ThemePage,
  profile: ProfileAdminPage,
  account: AccountRoute,
  experience: TimelineAdminPage,
  blog: BlogAdminPage,
  generatedResume: GeneratedResumePage,
  translations: TranslationsPage,
};

const screenRoutes: RouteObject[] = ADMIN_SCREENS.map((screen) => {
  const Screen = SCREENS[screen.key];
  return screen.segment === ''
    ? { index: true, element: <Screen /> }
    : { path: screen.segment, element: <Screen /> };
});

const adminRoutes: RouteObject[] = [
  { path: paths.home, element: <LoginRoute /> },
  {
    path: adminPaths.root,
    caseSensitive: true,
    element: <AdminGate />,
    children: [
      ...screenRoutes,
      // The post editor: a page of its own under the Blog screen.
      { path: POST_EDITOR_ROUTE, element: <PostEditorPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
  { path: '*', element: <NotFound /> },
];

/** The admin host's app: the login at /, the admin area under /Admin. Rendered in the browser only. */
export function AdminApp() {
  useDocumentTitle();
  return useRoutes(adminRoutes);
}
