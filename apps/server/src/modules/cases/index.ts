export { liveToThePublic } from './live-to-the-public.ts';
export { caseSearchRoutes } from './routes.ts';
export { partiesSeenBy, type PartyViewer, withheldFrom } from './withheld-parties.ts';
