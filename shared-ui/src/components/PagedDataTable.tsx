/**
 * DataTable with pagination under the rows, on the right, once there is a total: the rows are one
 * server page. The pagination is antd's (its engine, class names, theme styles and icons) with the
 * page size chosen in the browser's own <select>: antd's Pagination always imports its Select for
 * the size changer (~25 KB gzip with its virtual list), which would put /admin/students over its
 * 350 KB budget.
 */
import DoubleLeftOutlined from '@ant-design/icons/es/icons/DoubleLeftOutlined';
import DoubleRightOutlined from '@ant-design/icons/es/icons/DoubleRightOutlined';
import EllipsisOutlined from '@ant-design/icons/es/icons/EllipsisOutlined';
import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import RcPagination from '@rc-component/pagination';
import enUS from '@rc-component/pagination/locale/en_US';
import { theme } from 'antd';
import useStyle from 'antd/es/pagination/style';
import type React from 'react';
import { DataTable, TABLE_PREFIX, type DataTableProps } from './DataTable';

const PREFIX = 'ant-pagination';

export interface TablePaging {
  /** One-based, as antd's Pagination. */
  current: number;
  pageSize: number;
  total: number;
  onChange(page: number, pageSize: number): void;
  /** Offer these page sizes (a select before the page numbers). */
  pageSizeOptions?: readonly number[];
  hideOnSinglePage?: boolean;
  /** The line before the page numbers, e.g. '21-40 of 95'. */
  showTotal?: (total: number, range: [number, number]) => React.ReactNode;
}

export interface PagedDataTableProps<Row> extends Omit<DataTableProps<Row>, 'footer'> {
  pagination: TablePaging;
}

// An <a> without href as antd draws it: rc-pagination's jump item is the focusable, labelled element.
const jumpIcon = (icon: React.ReactNode) => (
  // eslint-disable-next-line jsx-a11y/anchor-is-valid -- antd's markup and styles; the jump item around it takes the focus and the label
  <a className={`${PREFIX}-item-link`}>
    <div className={`${PREFIX}-item-container`}>
      {icon}
      <span className={`${PREFIX}-item-ellipsis`}>
        <EllipsisOutlined />
      </span>
    </div>
  </a>
);

function TablePagination({ paging, small }: { paging: TablePaging; small: boolean }) {
  const { token } = theme.useToken();
  const [hashId, cssVarCls] = useStyle(PREFIX);
  const { pageSizeOptions, ...rest } = paging;
  return (
    <RcPagination
      {...rest}
      prefixCls={PREFIX}
      locale={enUS}
      className={[`${TABLE_PREFIX}-pagination`, `${TABLE_PREFIX}-pagination-end`, small && `${PREFIX}-small`, hashId, cssVarCls]
        .filter(Boolean)
        .join(' ')}
      showSizeChanger={!!pageSizeOptions}
      pageSizeOptions={pageSizeOptions ? [...pageSizeOptions] : undefined}
      sizeChangerRender={({ size, onSizeChange, options, disabled, 'aria-label': label }) => (
        <select
          aria-label={label || 'Page size'}
          value={size}
          disabled={disabled}
          onChange={(event) => onSizeChange(Number(event.target.value))}
          style={{
            height: small ? token.controlHeightSM : token.controlHeight,
            padding: `0 ${token.paddingXS}px`,
            border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            background: token.colorBgContainer,
            color: token.colorText,
            font: 'inherit',
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      prevIcon={
        <button className={`${PREFIX}-item-link`} type="button" tabIndex={-1}>
          <LeftOutlined />
        </button>
      }
      nextIcon={
        <button className={`${PREFIX}-item-link`} type="button" tabIndex={-1}>
          <RightOutlined />
        </button>
      }
      jumpPrevIcon={jumpIcon(<DoubleLeftOutlined className={`${PREFIX}-item-link-icon`} />)}
      jumpNextIcon={jumpIcon(<DoubleRightOutlined className={`${PREFIX}-item-link-icon`} />)}
    />
  );
}

export function PagedDataTable<Row extends object>({ pagination, ...table }: PagedDataTableProps<Row>) {
  const size = table.size ?? 'large';
  return <DataTable<Row> {...table} footer={!!pagination.total && <TablePagination paging={pagination} small={size !== 'large'} />} />;
}
