import { DashboardLayout } from '@/layouts/dashboard-layout';

export default function DashboardRoute() {
  return <DashboardLayout />;
}
