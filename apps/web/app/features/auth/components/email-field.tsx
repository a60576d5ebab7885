import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';

/** The email input every auth form starts with (login, signup, forgot password). */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      placeholder="you@company.com"
      required
      {...props}
    />
  );
}
