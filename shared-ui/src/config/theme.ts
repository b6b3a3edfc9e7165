/** One antd theme for the shell and every remote. */
import type { ThemeConfig } from 'antd';

export const BRAND = {
  primary: '#3b3fd8',
  ink: '#111827',
  muted: '#4b5563',
  surface: '#f6f7fb',
  accent: '#f59e0b',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.primary,
    // antd's default red reaches only 3:1 on white; this one passes WCAG AA for text.
    colorError: '#dc2626',
    colorTextBase: BRAND.ink,
    borderRadius: 10,
    fontFamily:
      "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
