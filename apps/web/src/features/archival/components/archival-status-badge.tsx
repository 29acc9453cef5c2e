import type { ArchivalStatus } from '@nyaya/shared';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

const VARIANTS: Record<ArchivalStatus, { bg: string; text?: 'dark' }> = {
  Pending: { bg: 'warning', text: 'dark' },
  Approved: { bg: 'success' },
  Rejected: { bg: 'danger' },
};

export function ArchivalStatusBadge({ status }: { status: ArchivalStatus }) {
  const { t } = useTranslation();
  return <Badge {...VARIANTS[status]}>{t(`archival.statuses.${status}`)}</Badge>;
}
