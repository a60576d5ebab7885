import { Outlet } from 'react-router';
import { useLiveMonitorEvents } from '@/features/monitors/use-live-monitor-events';

/** One event stream for every monitors page, kept open while moving between them. */
export default function LiveMonitorsLayout() {
  useLiveMonitorEvents();
  return <Outlet />;
}
