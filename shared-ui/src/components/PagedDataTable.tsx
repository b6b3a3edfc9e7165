/** DataTable with antd Pagination under the rows, on the right, once there is a total: the rows are one server page. */
import { Pagination, type PaginationProps } from 'antd';
import { DataTable, TABLE_PREFIX, type DataTableProps } from './DataTable';

export interface PagedDataTableProps<Row> extends Omit<DataTableProps<Row>, 'footer'> {
  pagination: PaginationProps;
}

export function PagedDataTable<Row extends object>({ pagination, ...table }: PagedDataTableProps<Row>) {
  const size = table.size ?? 'large';
  return (
    <DataTable<Row>
      {...table}
      footer={
        !!pagination.total && (
          <Pagination
            size={size === 'large' ? undefined : 'small'}
            {...pagination}
            className={`${TABLE_PREFIX}-pagination ${TABLE_PREFIX}-pagination-end`}
          />
        )
      }
    />
  );
}
