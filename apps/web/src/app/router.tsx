import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { Permitted } from './guards/permitted';
import { PrivateOnly } from './guards/private-only';
import { PublicOnly } from './guards/public-only';
import { AppLayout } from './layouts/app-layout';
import type { RouteHandle } from './layouts/header';
import { PublicLayout } from './layouts/public-layout';
import { AccountResetPasswordRoute } from './routes/account-reset-password';
import { AdvocateLobbyRoute } from './routes/advocate-lobby';
import { AdvocateVerificationRoute } from './routes/advocate-verification';
import { ArchivalRequestRoute } from './routes/archival-request';
import { CauseListRoute } from './routes/cause-list';
import { ChangeContactDetailsRoute } from './routes/change-contact-details';
import { ChangePasswordRoute } from './routes/change-password';
import { DashboardRoute } from './routes/dashboard';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { JudgeDashboardRoute } from './routes/judge-dashboard';
import { LiveSessionsRoute } from './routes/live-sessions';
import { LoginRoute } from './routes/login';
import { ManageUsersRoute } from './routes/manage-users';
import { MeetingRoute } from './routes/meeting';
import { ProfileRoute } from './routes/profile';
import { NotFoundRoute } from './routes/not-found';
import { placeholderRoutes } from './routes/placeholder-routes';
import { AccessLogsRoute } from './routes/access-logs';
import { HighCourtBenchesRoute } from './routes/high-court-benches';
import { IpConfigRoute } from './routes/ip-config';
import { MastersRoute } from './routes/masters';
import { ReasonsRoute } from './routes/reasons';
import { RecordingsRoute } from './routes/recordings';
import { ResetPasswordRoute } from './routes/reset-password';
import { RetentionDurationRoute } from './routes/retention-duration';
import { RootRoute } from './routes/root';
import { SettingsRoute } from './routes/settings';
import { SignupRoute } from './routes/signup';
import { StreamRoute } from './routes/stream';
import { StreamSetupRoute } from './routes/stream-setup';
import { ViewStreamRoute } from './routes/view-stream';

const handle = (titleKey: RouteHandle['titleKey']): RouteHandle => ({ titleKey });

/** Issue #4: the SuperAdmin's (and partly the Controller's) pages; the Permitted guard checks each path. */
const administrationRoutes: RouteObject[] = [
  { path: paths.app.manageUsers.path, element: <ManageUsersRoute />, handle: handle('pages.manageUsers') },
  { path: paths.app.masters.path, element: <MastersRoute />, handle: handle('pages.masters') },
  {
    path: paths.app.manageHighCourts.path,
    element: <HighCourtBenchesRoute />,
    handle: handle('pages.manageHighCourts'),
  },
  { path: paths.app.reasons.path, element: <ReasonsRoute />, handle: handle('pages.reasons') },
  { path: paths.app.accessLogs.path, element: <AccessLogsRoute />, handle: handle('pages.accessLogs') },
  {
    path: paths.app.retentionDuration.path,
    element: <RetentionDurationRoute />,
    handle: handle('pages.retentionDuration'),
  },
  { path: paths.app.ipConfig.path, element: <IpConfigRoute />, handle: handle('pages.ipConfig') },
  {
    path: paths.app.advocateVerification.path,
    element: <AdvocateVerificationRoute />,
    handle: handle('pages.advocateVerification'),
  },
];

/** Issue #9: the account pages under /settings. */
const accountRoutes: RouteObject[] = [
  { path: paths.app.profile.path, element: <ProfileRoute />, handle: handle('pages.profile') },
  {
    path: paths.app.changePassword.path,
    element: <ChangePasswordRoute />,
    handle: handle('pages.changePassword'),
  },
  {
    path: paths.app.resetPassword.path,
    element: <AccountResetPasswordRoute />,
    handle: handle('pages.resetPassword'),
  },
  {
    path: paths.app.changeContactDetails.path,
    element: <ChangeContactDetailsRoute />,
    handle: handle('pages.changeContactDetails'),
  },
];

/** Issue #5: the Controller's control-room pages. */
const controllerRoutes: RouteObject[] = [
  { path: paths.app.streamSetup.path, element: <StreamSetupRoute />, handle: handle('pages.streamSetup') },
  { path: paths.app.causeList.path, element: <CauseListRoute />, handle: handle('pages.causeList') },
  {
    path: paths.app.archivalRequest.path,
    element: <ArchivalRequestRoute />,
    handle: handle('pages.archivalRequest'),
  },
  {
    path: paths.app.archivalRequestShort.path,
    element: <ArchivalRequestRoute />,
    handle: handle('pages.archivalRequest'),
  },
];

/** Issue #6: the case search screen, as "Available Recordings" and as "Live Sessions". */
const caseSearchRoutes: RouteObject[] = [
  { path: paths.app.recordings.path, element: <RecordingsRoute />, handle: handle('pages.recordings') },
  {
    path: paths.app.liveSessions.path,
    element: <LiveSessionsRoute />,
    handle: handle('pages.liveSessions'),
  },
  {
    path: paths.app.advocateLobby.path,
    element: <AdvocateLobbyRoute />,
    handle: handle('pages.advocateLobby'),
  },
  { path: paths.app.meeting.path, element: <MeetingRoute />, handle: handle('pages.meeting') },
  { path: paths.app.stream.path, element: <StreamRoute />, handle: handle('pages.stream') },
];

/** The routes of spec 2: public-only, private-only, and "No Page Found." for anything else. */
export const router = createBrowserRouter([
  {
    element: <RootRoute />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              { path: paths.public.login.path, element: <LoginRoute /> },
              { path: paths.public.signup.path, element: <SignupRoute /> },
              { path: paths.public.forgotPassword.path, element: <ForgotPasswordRoute /> },
              {
                path: paths.public.resetPassword.path,
                element: <ResetPasswordRoute />,
              },
            ],
          },
        ],
      },
      {
        element: <PrivateOnly />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                element: <Permitted />,
                children: [
                  {
                    path: paths.app.dashboard.path,
                    element: <DashboardRoute />,
                    handle: handle('pages.dashboard'),
                  },
                  {
                    path: paths.app.judgeDashboard.path,
                    element: <JudgeDashboardRoute />,
                    handle: handle('pages.judgeDashboard'),
                  },
                  {
                    path: paths.app.settings.path,
                    element: <SettingsRoute />,
                    handle: handle('pages.settings'),
                  },
                  {
                    path: paths.app.viewStream.path,
                    element: <ViewStreamRoute />,
                    handle: handle('pages.viewStream'),
                  },
                  ...accountRoutes,
                  ...administrationRoutes,
                  ...controllerRoutes,
                  ...caseSearchRoutes,
                  ...placeholderRoutes,
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
