/** Search by e-mail or name (Search and Clear) and the two rows of filter pills with their counts (SPEC §2). */
import { Button, Checkbox, Flex, Input, Radio } from 'antd';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { useId, useState } from 'react';
import type { FeeFilter, LinkFilter, StudentPage } from '../api/get-student-page';

export interface StudentFiltersProps {
  query: string;
  link: LinkFilter;
  fee: FeeFilter;
  erased: boolean;
  counts: StudentPage['counts'] | null;
  onSearch(query: string): void;
  onLink(link: LinkFilter): void;
  onFee(fee: FeeFilter): void;
  onErased(erased: boolean): void;
}

const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/** One labelled row of pills (a radio group shown as buttons), each with its count once loaded. */
function FilterPills<V extends string>({
  label,
  value,
  onChange,
  options,
  counts,
}: {
  label: string;
  value: V;
  onChange(value: V): void;
  options: [V, string][];
  counts: Record<V, number> | undefined;
}) {
  const labelId = useId();
  return (
    <Flex gap={8} align="center" wrap>
      <Text id={labelId} tone="secondary">
        {label}
      </Text>
      <Radio.Group
        aria-labelledby={labelId}
        optionType="button"
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        options={options.map(([v, text]) => ({ value: v, label: withCount(text, counts?.[v]) }))}
      />
    </Flex>
  );
}

export function StudentFilters({ query, link, fee, erased, counts, onSearch, onLink, onFee, onErased }: StudentFiltersProps) {
  const [text, setText] = useState(query);
  // A search set from outside (Clear, the address bar) replaces what is typed.
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    setText(query);
  }

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
          <Button type="primary" htmlType="submit">
            Search
          </Button>
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
        <FilterPills<LinkFilter>
          label="Payment link"
          value={link}
          onChange={onLink}
          options={[
            ['added', 'Link added'],
            ['not-added', 'Not yet added'],
            ['all', 'All'],
          ]}
          counts={counts?.link}
        />
        <FilterPills<FeeFilter>
          label="Fee status"
          value={fee}
          onChange={onFee}
          options={[
            ['any', 'Any status'],
            ['verified', 'Verified'],
            ['unverified', 'Unverified'],
            ['paid', 'Paid, not verified'],
          ]}
          counts={counts ? { paid: 0, ...counts.fee } : undefined}
        />
        {/* Erased accounts leave the working list; this shows them alone, as read-only records. */}
        <Checkbox checked={erased} onChange={(e) => onErased(e.target.checked)}>
          Erased accounts only
        </Checkbox>
      </Flex>
    </Flex>
  );
}
