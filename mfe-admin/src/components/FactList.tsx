/** Labelled facts as a description list: label above value on a phone, in two columns from 560 px. */
import { theme } from 'antd';
import type { ReactNode } from 'react';
import './fact-list.css';

export type Fact = readonly [label: string, value: ReactNode];

export function FactList({ facts }: { facts: readonly Fact[] }) {
  const { token } = theme.useToken();
  return (
    <dl className="admin-fact-list">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt style={{ color: token.colorTextDescription }}>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
