import { ReactNode, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { getUser } from '../auth/session';
import { AccessDenied } from './AccessDenied';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { useSidebarBehaviour } from './useSidebarBehaviour';

function SidebarBehaviour() {
  useSidebarBehaviour();
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const user = getUser();
  // An auditor reads what the super admin reads; the API refuses their writes.
  if (user && user.role !== 'super_admin' && user.role !== 'auditor') return <AccessDenied role={user.role} />;
  return (
    // minWidth 0: wide tables scroll inside their card instead of widening the page on a phone.
    <RaLayout
      menu={Menu}
      appBar={AppBar}
      sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}
    >
      <SidebarBehaviour />
      <Suspense fallback={<LinearProgress />}>{children}</Suspense>
    </RaLayout>
  );
}
