/** Search by e-mail or name (Search and Clear) and the two rows of filter pills with their counts (SPEC §2). */
import { Button, Flex, Input, Radio, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import type { FeeFilter, LinkFilter, StudentPage } from '../api/get-student-page';

export interface StudentFiltersProps {
  query: string;
  link: LinkFilter;
  fee: FeeFilter;
  counts: StudentPage['counts'] | null;
  onSearch(query: string): void;
  onLink(link: LinkFilter): void;
  onFee(fee: FeeFilter): void;
}

const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

export function StudentFilters({ query, link, fee, counts, onSearch, onLink, onFee }: StudentFiltersProps) {
  const [text, setText] = useState(query);
  const linkLabel = useId();
  const feeLabel = useId();
  useEffect(() => setText(query), [query]);

  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <form
        role="search"
        aria-label="Search students"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text);
        }}
      >
        <Flex gap={8} wrap>
          <Input
            aria-label="Search by e-mail or name"
            placeholder="Search by e-mail or name"
            value={text}
            onChange={(e) => setText(e.target.value)}
            style={{ maxWidth: 360 }}
            allowClear={false}
          />
          <Button type="primary" htmlType="submit">Search</Button>
          <Button
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            Clear
          </Button>
        </Flex>
      </form>
      <Flex gap={24} wrap>
        <Flex gap={8} align="center" wrap>
          <Typography.Text id={linkLabel} type="secondary">Payment link</Typography.Text>
          <Radio.Group
            aria-labelledby={linkLabel}
            optionType="button"
            value={link}
            onChange={(e) => onLink(e.target.value as LinkFilter)}
            options={[
              { value: 'added', label: withCount('Link added', counts?.link.added) },
              { value: 'not-added', label: withCount('Not yet added', counts?.link['not-added']) },
              { value: 'all', label: withCount('All', counts?.link.all) },
            ]}
          />
        </Flex>
        <Flex gap={8} align="center" wrap>
          <Typography.Text id={feeLabel} type="secondary">Fee status</Typography.Text>
          <Radio.Group
            aria-labelledby={feeLabel}
            optionType="button"
            value={fee}
            onChange={(e) => onFee(e.target.value as FeeFilter)}
            options={[
              { value: 'any', label: withCount('Any status', counts?.fee.any) },
              { value: 'verified', label: withCount('Verified', counts?.fee.verified) },
              { value: 'unverified', label: withCount('Unverified', counts?.fee.unverified) },
            ]}
          />
        </Flex>
      </Flex>
    </Flex>
  );
}
