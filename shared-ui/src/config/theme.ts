/**
 * One antd theme for the shell and every remote, tuned for WCAG 2.2 AA: every text colour
 * reaches 4.5:1 on the surfaces it is used on (white, #f6f7fb and antd's filled inputs
 * #f0f0f0), hover and active colours keep white text at 4.5:1, and every focus indicator is
 * the brand primary (7.3:1 on white), error state included. What tokens cannot say lives in
 * shared-ui/src/styles/antd-a11y.css.
 */
import type { ThemeConfig } from 'antd';

export const BRAND = {
  primary: '#3b3fd8',
  /** Primary under the pointer and pressed: white text stays above 4.5:1 (antd would derive #636be6, 4.4:1). */
  primaryHover: '#2f33b8',
  primaryActive: '#272a8f',
  ink: '#111827',
  /** Secondary text: 7.6:1 on white, 6.6:1 on #f0f0f0. */
  muted: '#4b5563',
  /** Placeholders: 5.8:1 on white, 5.1:1 on #f0f0f0 (antd's default is 2.9:1). */
  placeholder: '#5f6673',
  surface: '#f6f7fb',
  accent: '#f59e0b',
} as const;

/** The colour of every focus ring: outlines of buttons and links, rings around fields. */
export const FOCUS_RING_COLOR = BRAND.primary;

const ERROR = '#dc2626'; // antd's default red reaches only 3:1 on white; this one passes AA for text

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorPrimaryHover: BRAND.primaryHover,
    colorPrimaryActive: BRAND.primaryActive,
    colorLink: BRAND.primary,
    colorLinkHover: BRAND.primaryHover,
    colorLinkActive: BRAND.primaryActive,
    colorInfo: BRAND.primary,
    colorError: ERROR,
    colorErrorHover: '#b91c1c',
    colorErrorActive: '#991b1b',
    // antd's green and gold are 2.3:1 and 1.9:1 on white as text (Typography type, icons).
    colorSuccess: '#15803d',
    colorWarning: '#b45309',
    // From those darker seeds antd derives muddy surfaces (success #b4bfb6, a grey-green that reads
    // as disabled; warning #f5ebdc): done chips, success alerts and warnings get clear light tints.
    colorSuccessBg: '#f0fdf4',
    colorSuccessBgHover: '#dcfce7',
    colorSuccessBorder: '#86efac',
    colorSuccessBorderHover: '#4ade80',
    colorWarningBg: '#fffbeb',
    colorWarningBgHover: '#fef3c7',
    colorWarningBorder: '#fcd34d',
    colorWarningBorderHover: '#fbbf24',
    colorTextBase: BRAND.ink,
    colorTextSecondary: '#374151',
    colorTextTertiary: BRAND.muted,
    colorTextDescription: BRAND.muted,
    colorTextPlaceholder: BRAND.placeholder,
    // Focus: antd outlines buttons, links, checkboxes, tabs… in colorPrimaryBorder (default #bfc8ff,
    // 1.6:1) and rings fields in controlOutline (a 6 % tint); both become the primary, and a field in
    // error or warning gets the same ring around its red or amber border.
    colorPrimaryBorder: FOCUS_RING_COLOR,
    controlOutline: FOCUS_RING_COLOR,
    controlOutlineWidth: 2,
    colorErrorOutline: FOCUS_RING_COLOR,
    colorWarningOutline: FOCUS_RING_COLOR,
    // One size for every screen's h1 (antd's 38 px wraps most titles on a phone).
    fontSizeHeading1: 30,
    borderRadius: 10,
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    // antd draws a 2 px under-shadow below buttons in controlOutline, which is now the focus colour:
    // keep the under-shadow a faint tint so an unfocused button never looks focused.
    Button: {
      primaryShadow: '0 2px 0 rgba(59, 63, 216, 0.1)',
      dangerShadow: '0 2px 0 rgba(220, 38, 38, 0.1)',
    },
    // "Student ID: CP25-000001", not "Student ID : CP25-000001".
    Descriptions: { colonMarginLeft: 0 },
    Form: { labelColonMarginInlineStart: 0 },
  },
};

/** The theme for people who ask for reduced motion (prefers-reduced-motion): antd's motion off. */
export const withoutMotion: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
