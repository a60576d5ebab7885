import { Outlet } from 'react-router';

export default function AuthLayout() {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-start justify-center bg-gradient-to-b from-brand-50/70 to-surface px-4 py-12 sm:py-20">
      <Outlet />
    </div>
  );
}
