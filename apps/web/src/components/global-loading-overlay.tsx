import { useAppState } from '../lib/app-state';
import { LoadingOverlay } from './loading-overlay';

export function GlobalLoadingOverlay() {
  const isLoading = useAppState((state) => state.isLoading);
  return isLoading ? <LoadingOverlay /> : null;
}
