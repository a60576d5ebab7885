import { SegmentedControl } from '@/components/ui/segmented-control';
import { themes, useTheme, type Theme } from '@/lib/theme';

const labels: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** The three stored values, including 'system' (follow the operating system). */
export function ThemeSelect({ label = 'Theme' }: { label?: string }) {
  const { theme, setTheme } = useTheme();
  return (
    <SegmentedControl
      label={label}
      options={themes}
      value={theme}
      onChange={setTheme}
      optionLabel={(option) => labels[option]}
      data-theme-select=""
    />
  );
}
