import { SettingsPage } from '../../features/account/components/settings-page';

export function SettingsRoute() {
  return <SettingsPage />;
}
