/** A labelled list of program facts (term and value), readable on phones. */
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

export function FactList({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return <Descriptions column={1} size="small" bordered items={facts.map(([label, value]) => ({ key: label, label, children: value }))} />;
}
