/**
 * A screen's h1 and its lines of text in antd Typography's look, drawn from the theme's tokens,
 * without Typography itself: Typography.Title always imports Tooltip, the editable TextArea and
 * the copy button (~6 KB gzip). For light screens; use Typography where its features are needed.
 */
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export function PageHeading({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <h1
      style={{
        margin: '0 0 0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token.fontSizeHeading1,
        lineHeight: token.lineHeightHeading1,
        overflowWrap: 'break-word',
        ...style,
      }}
    >
      {children}
    </h1>
  );
}

/** A section's h2 as Typography.Title level 2 draws it (`fontSize` for a smaller one). */
export function SectionHeading({
  children,
  id,
  fontSize,
  style,
}: {
  children: ReactNode;
  id?: string;
  fontSize?: number;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  return (
    <h2
      id={id}
      style={{
        margin: '0 0 0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: fontSize ?? token.fontSizeHeading2,
        lineHeight: token.lineHeightHeading2,
        overflowWrap: 'break-word',
        ...style,
      }}
    >
      {children}
    </h2>
  );
}

/** A paragraph as Typography.Paragraph draws it; `secondary` for the muted description colour. */
export function PageText({ children, secondary = false, style }: { children: ReactNode; secondary?: boolean; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return <p style={{ margin: '0 0 1em', color: secondary ? token.colorTextDescription : token.colorText, ...style }}>{children}</p>;
}
