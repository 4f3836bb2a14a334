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
  if (user && user.role !== 'super_admin') return <AccessDenied role={user.role} />;
  return (
    <RaLayout menu={Menu} appBar={AppBar}>
      <SidebarBehaviour />
      <Suspense fallback={<LinearProgress />}>{children}</Suspense>
    </RaLayout>
  );
}
