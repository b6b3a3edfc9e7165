/** Labelled texts written by people (a report's answers, a project's description): each label bold, its text with its line breaks kept. */
import type { ReactNode } from 'react';

export function TextFacts({ facts, children }: { facts: readonly [label: string, text: string][]; children?: ReactNode }) {
  return (
    <dl style={{ margin: 0 }}>
      {facts.map(([label, text]) => (
        <div key={label} style={{ marginBottom: 8 }}>
          <dt style={{ fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
