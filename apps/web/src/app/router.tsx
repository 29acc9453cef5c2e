import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { paths } from '../config/paths';
import { prefetchStreamedCourts } from '../features/front-door/api/get-streamed-courts';
import { loadPageTexts, type PageSection } from '../lib/i18n';
import { Permitted } from './guards/permitted';
import { PrivateOnly } from './guards/private-only';
import { PublicOnly } from './guards/public-only';
import type { RouteHandle } from './layouts/header';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundRoute } from './routes/not-found';
import { RootRoute } from './routes/root';

/**
 * A page in a chunk of its own, loaded the first time it is opened: a visitor downloads only the pages they use,
 * and the heavy parts (the player, the courtroom, the socket) come with the pages that need them, texts too when
 * the page has its own (`texts`, lib/i18n.ts), and data it should not paint without (`dataFirstShown`).
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  texts: PageSection[] = [],
  dataFirstShown: () => Promise<void> = async () => undefined,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadPageTexts(texts), dataFirstShown()]);
      return { Component: module[name] };
    },
  };
}

const handle = (titleKey: RouteHandle['titleKey']): RouteHandle => ({ titleKey });

/** Issue #4: the SuperAdmin's (and partly the Controller's) pages; the Permitted guard checks each path. */
const administrationRoutes: RouteObject[] = [
  {
    path: paths.app.manageUsers.path,
    ...page(() => import('./routes/manage-users'), 'ManageUsersRoute'),
    handle: handle('pages.manageUsers'),
  },
  {
    path: paths.app.masters.path,
    ...page(() => import('./routes/masters'), 'MastersRoute'),
    handle: handle('pages.masters'),
  },
  {
    path: paths.app.manageHighCourts.path,
    ...page(() => import('./routes/high-court-benches'), 'HighCourtBenchesRoute'),
    handle: handle('pages.manageHighCourts'),
  },
  {
    path: paths.app.reasons.path,
    ...page(() => import('./routes/reasons'), 'ReasonsRoute'),
    handle: handle('pages.reasons'),
  },
  {
    path: paths.app.accessLogs.path,
    ...page(() => import('./routes/access-logs'), 'AccessLogsRoute'),
    handle: handle('pages.accessLogs'),
  },
  {
    path: paths.app.retentionDuration.path,
    ...page(() => import('./routes/retention-duration'), 'RetentionDurationRoute'),
    handle: handle('pages.retentionDuration'),
  },
  {
    path: paths.app.ipConfig.path,
    ...page(() => import('./routes/ip-config'), 'IpConfigRoute', ['ipConfig']),
    handle: handle('pages.ipConfig'),
  },
  {
    path: paths.app.host.path,
    ...page(() => import('./routes/host'), 'HostRoute'),
    handle: handle('pages.host'),
  },
  {
    path: paths.app.adminPanel.path,
    ...page(() => import('./routes/admin-panel'), 'AdminPanelRoute', ['systemHealth']),
    handle: handle('pages.adminPanel'),
  },
  {
    path: paths.app.webExMeetingJoin.path,
    ...page(() => import('./routes/external-meetings'), 'ExternalMeetingsRoute', ['externalMeetings']),
    handle: handle('pages.webExMeetingJoin'),
  },
  {
    path: paths.app.advocateVerification.path,
    ...page(() => import('./routes/advocate-verification'), 'AdvocateVerificationRoute', [
      'advocateVerification',
    ]),
    handle: handle('pages.advocateVerification'),
  },
];

/** Issue #9: the account pages under /settings. */
const accountRoutes: RouteObject[] = [
  {
    path: paths.app.profile.path,
    ...page(() => import('./routes/profile'), 'ProfileRoute'),
    handle: handle('pages.profile'),
  },
  {
    path: paths.app.changePassword.path,
    ...page(() => import('./routes/change-password'), 'ChangePasswordRoute'),
    handle: handle('pages.changePassword'),
  },
  {
    path: paths.app.resetPassword.path,
    ...page(() => import('./routes/account-reset-password'), 'AccountResetPasswordRoute'),
    handle: handle('pages.resetPassword'),
  },
  {
    path: paths.app.transactions.path,
    ...page(() => import('./routes/transactions'), 'TransactionsRoute'),
    handle: handle('pages.transactions'),
  },
  {
    path: paths.app.changeContactDetails.path,
    ...page(() => import('./routes/change-contact-details'), 'ChangeContactDetailsRoute'),
    handle: handle('pages.changeContactDetails'),
  },
];

/** Issue #5: the Controller's control-room pages. */
const controllerRoutes: RouteObject[] = [
  {
    path: paths.app.streamSetup.path,
    ...page(() => import('./routes/stream-setup'), 'StreamSetupRoute'),
    handle: handle('pages.streamSetup'),
  },
  {
    path: paths.app.causeList.path,
    ...page(() => import('./routes/cause-list'), 'CauseListRoute'),
    handle: handle('pages.causeList'),
  },
  {
    path: paths.app.archivalRequest.path,
    ...page(() => import('./routes/archival-request'), 'ArchivalRequestRoute'),
    handle: handle('pages.archivalRequest'),
  },
  {
    path: paths.app.archivalRequestShort.path,
    ...page(() => import('./routes/archival-request'), 'ArchivalRequestRoute'),
    handle: handle('pages.archivalRequest'),
  },
];

/** Issue #6: the case search screen, as "Available Recordings" and as "Live Sessions". */
const caseSearchRoutes: RouteObject[] = [
  {
    path: paths.app.recordings.path,
    ...page(() => import('./routes/recordings'), 'RecordingsRoute'),
    handle: handle('pages.recordings'),
  },
  {
    path: paths.app.liveSessions.path,
    ...page(() => import('./routes/live-sessions'), 'LiveSessionsRoute'),
    handle: handle('pages.liveSessions'),
  },
  {
    path: paths.app.advocateLobby.path,
    ...page(() => import('./routes/advocate-lobby'), 'AdvocateLobbyRoute'),
    handle: handle('pages.advocateLobby'),
  },
  {
    path: paths.app.meeting.path,
    ...page(() => import('./routes/meeting'), 'MeetingRoute'),
    handle: handle('pages.meeting'),
  },
  {
    path: paths.app.stream.path,
    ...page(() => import('./routes/stream'), 'StreamRoute'),
    handle: handle('pages.stream'),
  },
];

/** The routes of spec.md §2: public-only, private-only, and "No Page Found." for anything else. */
const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    // While the first page's chunk loads.
    HydrateFallback: LoadingOverlay,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              {
                path: paths.public.login.path,
                ...page(() => import('./routes/login'), 'LoginRoute', [], prefetchStreamedCourts),
              },
              { path: paths.public.signup.path, ...page(() => import('./routes/signup'), 'SignupRoute') },
              {
                path: paths.public.forgotPassword.path,
                ...page(() => import('./routes/forgot-password'), 'ForgotPasswordRoute'),
              },
              {
                path: paths.public.resetPassword.path,
                ...page(() => import('./routes/reset-password'), 'ResetPasswordRoute'),
              },
            ],
          },
        ],
      },
      {
        element: <PrivateOnly />,
        children: [
          {
            ...page(() => import('./layouts/app-layout'), 'AppLayout'),
            children: [
              {
                element: <Permitted />,
                children: [
                  {
                    path: paths.app.dashboard.path,
                    ...page(() => import('./routes/dashboard'), 'DashboardRoute'),
                    handle: handle('pages.dashboard'),
                  },
                  {
                    path: paths.app.judgeDashboard.path,
                    ...page(() => import('./routes/judge-dashboard'), 'JudgeDashboardRoute'),
                    handle: handle('pages.judgeDashboard'),
                  },
                  {
                    path: paths.app.settings.path,
                    ...page(() => import('./routes/settings'), 'SettingsRoute'),
                    handle: handle('pages.settings'),
                  },
                  {
                    path: paths.app.viewStream.path,
                    ...page(() => import('./routes/view-stream'), 'ViewStreamRoute'),
                    handle: handle('pages.viewStream'),
                  },
                  ...accountRoutes,
                  ...administrationRoutes,
                  ...controllerRoutes,
                  ...caseSearchRoutes,
                ],
              },
            ],
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.public.verifyRecording.path,
            ...page(() => import('./routes/verify-recording'), 'VerifyRecordingRoute', ['verifyRecording']),
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

/** The app's router; made, it starts loading the chunk of the page at the address. */
export const createAppRouter = () => createBrowserRouter(routes);
