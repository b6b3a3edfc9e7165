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
    colorTextBase: BRAND.ink,
    borderRadius: 10,
    fontFamily:
      "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
