/**
 * A list table that looks and reads exactly like antd's Table (its table engine, class names and
 * theme styles, Spin while loading, detail rows) at a third of its weight; PagedDataTable adds antd's
 * Pagination (and the Select its page-size changer imports, ~30 KB gzip) for lists that page.
 *
 * Why: antd's Table always imports what column filters and row selection need (Tree, Menu,
 * Dropdown, Checkbox, Radio): ~50 KB gzip that a screen with plain columns never uses, and that
 * would put /ca, /admin/students and /student-main/billing over their 350 KB budget. Columns take
 * antd's column props (title, dataIndex, key, render, align, fixed, width); use antd's Table
 * only where a screen needs filters, sorters, row selection or tree data.
 *
 * At 480 px and below (styles/data-table.css) each row is a card: one line per cell, the column's
 * title before its value (each cell carries it as `data-label`, drawn by CSS, so screen readers
 * read it too), the actions wrapping under the values, detail rows full width; nothing scrolls
 * sideways. CSS only, no second rendering: the markup stays the wide table's, its column headers
 * visually hidden but kept for screen readers.
 */
import { Spin, theme, type TableColumnsType } from 'antd';
// antd's own table engine and style hook: the markup and CSS of <Table>, without its features.
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import RcTable from 'antd/es/table/RcTable';
import useStyle from 'antd/es/table/style';
import { useEffect, useMemo, useRef, type Key, type ReactNode } from 'react';
import '@portal/shared-ui/styles/data-table.css';

export const TABLE_PREFIX = 'ant-table';

/** Each cell names its column (`data-label`), the label of the value in the phone's card layout. */
function withCardLabels<Row>(columns: TableColumnsType<Row>): TableColumnsType<Row> {
  return columns.map((column) => {
    const label = typeof column.title === 'string' ? column.title : undefined;
    if (!label) return column;
    const { onCell } = column;
    return {
      ...column,
      onCell: (row: Row, index?: number) => ({ ...onCell?.(row, index), 'data-label': label }) as ReturnType<NonNullable<typeof onCell>>,
    };
  });
}

export interface DataTableProps<Row> {
  /** What the list is ('Invoices'): the name of its sideways-scrolling area. */
  label: string;
  columns: TableColumnsType<Row>;
  dataSource: readonly Row[];
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  loading?: boolean;
  /** antd Table's sizes; 'middle' is antd's former name of 'medium'. */
  size?: 'large' | 'medium' | 'middle' | 'small';
  scroll?: { x?: number | string | true };
  /** antd Table's tableLayout: 'auto' sizes columns by their content even with a fixed column and a numeric scroll.x. */
  tableLayout?: 'auto' | 'fixed';
  locale?: { emptyText?: ReactNode };
  /** Under the rows, inside the loading veil (PagedDataTable's pagination). */
  footer?: ReactNode;
  /** A detail row under each row whose key is listed, opened by the screen's own button (no expand column). */
  expandable?: { expandedRowKeys: readonly Key[]; expandedRowRender: (row: Row) => ReactNode };
}

export function DataTable<Row extends object>({
  label,
  columns,
  dataSource,
  rowKey,
  loading = false,
  size = 'large',
  scroll,
  tableLayout,
  locale,
  footer,
  expandable,
}: DataTableProps<Row>) {
  const { token } = theme.useToken();
  const rootCls = useCSSVarCls(TABLE_PREFIX);
  const [hashId, cssVarCls] = useStyle(TABLE_PREFIX, rootCls);
  const mergedSize = size === 'middle' ? 'medium' : size;
  const labelledColumns = useMemo(() => withCardLabels(columns), [columns]);
  const root = useRef<HTMLDivElement>(null);
  // With scroll.x the rows scroll sideways inside the engine's content box: a named region the
  // keyboard can focus and scroll with the arrow keys (WCAG 2.1.1), with rows or without.
  const scrollsSideways = !!scroll?.x;
  useEffect(() => {
    const area = root.current?.querySelector<HTMLElement>(`.${TABLE_PREFIX}-content`);
    if (!area || !scrollsSideways) return;
    area.tabIndex = 0;
    area.setAttribute('role', 'region');
    area.setAttribute('aria-label', label);
  });
  const tableClass = [
    mergedSize === 'medium' && `${TABLE_PREFIX}-medium`,
    mergedSize === 'small' && `${TABLE_PREFIX}-small`,
    dataSource.length === 0 && `${TABLE_PREFIX}-empty`,
    cssVarCls,
    rootCls,
    hashId,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div ref={root} className={[cssVarCls, rootCls, `${TABLE_PREFIX}-wrapper`, 'portal-data-table', hashId].join(' ')}>
      <Spin spinning={loading}>
        <RcTable<Row>
          prefixCls={TABLE_PREFIX}
          className={tableClass}
          // antd's column type is a superset of the engine's for the props this table takes.
          columns={labelledColumns as never}
          data={dataSource}
          rowKey={rowKey as never}
          scroll={scroll}
          tableLayout={tableLayout}
          expandable={expandable && { ...expandable, showExpandColumn: false }}
          // antd greys the placeholder row out (colorTextDisabled, 1.7:1); an empty list is news, so AA contrast.
          emptyText={<span style={{ color: token.colorTextDescription }}>{locale?.emptyText ?? 'No data'}</span>}
        />
        {footer}
      </Spin>
    </div>
  );
}
