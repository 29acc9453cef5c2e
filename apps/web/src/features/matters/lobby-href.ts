import { paths } from '../../config/paths';
import { queryString } from '../../lib/query-string';

/** The advocate's lobby of a hearing: Join once it is called, waiting for the call before. */
export function lobbyHref({ hearingId, cnr }: { hearingId: number; cnr: string }): string {
  return `${paths.app.advocateLobby.getHref()}${queryString({ hearing: hearingId, cnr })}`;
}
