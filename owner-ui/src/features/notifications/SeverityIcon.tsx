import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { OwnerNotification } from '@paani/contracts';
import { useTranslation } from 'react-i18next';

const ICONS = { error: ErrorOutlineIcon, warning: WarningAmberIcon, info: InfoOutlinedIcon } as const;

/** A notification's severity as an icon in its colour (an announcement as a loudspeaker), named for a screen reader. */
export function SeverityIcon({ item }: { item: Pick<OwnerNotification, 'kind' | 'severity'> }) {
  const { t } = useTranslation('notifications');
  const severity = item.severity in ICONS ? item.severity : 'info';
  const Icon = item.kind === 'announcement' ? CampaignOutlinedIcon : ICONS[severity];
  return <Icon color={severity} titleAccess={t(`severity.${severity}`)} data-testid={`severity-${severity}`} />;
}
