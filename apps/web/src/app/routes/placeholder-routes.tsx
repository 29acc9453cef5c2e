import type { ParseKeys } from 'i18next';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { PlaceholderRoute } from './placeholder';

type AppPath = keyof typeof paths.app;

/** Private pages whose content later issues build; each row gives way to a real route file then. */
const PLACEHOLDERS: [AppPath, ParseKeys][] = [['host', 'pages.host']];

export const placeholderRoutes: RouteObject[] = PLACEHOLDERS.map(([name, titleKey]) => ({
  path: paths.app[name].path,
  element: <PlaceholderRoute titleKey={titleKey} />,
  handle: { titleKey },
}));
