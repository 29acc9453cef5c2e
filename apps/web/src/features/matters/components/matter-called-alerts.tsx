import { useMatterCalledAlerts } from '../use-matter-called-alerts';

/** On every page of a signed-in advocate: listens for their matters being called. */
export function MatterCalledAlerts() {
  useMatterCalledAlerts();
  return null;
}
