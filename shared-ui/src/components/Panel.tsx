/**
 * antd Card's look (container background, secondary border, large radius) drawn from the theme's
 * tokens, without Card itself: Card always imports Tabs (with Menu and Dropdown), ~13 KB gzip
 * that a light screen (e.g. /onboarding, 300 KB budget) cannot afford. Use Card when a screen
 * needs its title bar, actions or tabs.
 */
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface PanelProps {
  children: ReactNode;
  /** Inner padding; antd Card's body padding by default. */
  padding?: CSSProperties['padding'];
  style?: CSSProperties;
}

export function Panel({ children, padding, style }: PanelProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        boxSizing: 'border-box',
        padding: padding ?? token.paddingLG,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
