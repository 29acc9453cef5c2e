import { BenchesPage } from '../../features/masters/components/benches-page';

export function HighCourtBenchesRoute() {
  return <BenchesPage />;
}
