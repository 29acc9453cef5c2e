import { CauseListPage } from '../../features/causelist/components/cause-list-page';

export function CauseListRoute() {
  return <CauseListPage />;
}
