import { paths } from '../../config/paths';
import { parseHearingId } from '../../lib/parse-hearing-id';
import { queryString } from '../../lib/query-string';

/** Where a visitor goes once signed in: the live court they chose to watch on the front door, else the dashboard. */
export function landingAfterSignIn(search: URLSearchParams): string {
  const hearing = parseHearingId(search.get('watch'));
  if (hearing === null) return paths.app.dashboard.getHref();
  return `${paths.app.stream.getHref()}${queryString({ hearing })}`;
}
