import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DataTable } from './DataTable';
import { PagedDataTable } from './PagedDataTable';

interface Row {
  id: string;
  name: string;
}

const columns = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Id', dataIndex: 'id', key: 'id' },
];
const rows: Row[] = [
  { id: 'r1', name: 'Asha' },
  { id: 'r2', name: 'Ravi' },
];

function WithDetails() {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <>
      <button type="button" onClick={() => setOpen(['r2'])}>
        Details of Ravi
      </button>
      <DataTable<Row>
        label="People"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        expandable={{ expandedRowKeys: open, expandedRowRender: (row) => <p>More about {row.name}</p> }}
      />
    </>
  );
}

describe('DataTable', () => {
  it("draws antd's table markup: header, one row per item, and the empty text when there are none", () => {
    const { rerender } = render(<DataTable<Row> label="People" rowKey="id" columns={columns} dataSource={rows} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Id']);
    expect(table.querySelectorAll('tr.ant-table-row')).toHaveLength(2);
    expect(within(table).getByText('Ravi').closest('tr')).toHaveAttribute('data-row-key', 'r2');

    rerender(<DataTable<Row> label="People" rowKey="id" columns={columns} dataSource={[]} locale={{ emptyText: 'Nobody yet.' }} />);
    expect(screen.getByText('Nobody yet.')).toBeInTheDocument();
  });

  it('opens a detail row under the rows the screen lists, without an expand column', async () => {
    render(<WithDetails />);
    expect(screen.queryByText('More about Ravi')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Details of Ravi' }));
    const detail = screen.getByText('More about Ravi').closest('tr')!;
    expect(detail).toHaveClass('ant-table-expanded-row');
    expect(detail.previousElementSibling).toHaveAttribute('data-row-key', 'r2');
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('makes a sideways-scrolling table a named region the keyboard can focus, with rows or without', () => {
    const { rerender } = render(<DataTable<Row> label="People" rowKey="id" columns={columns} dataSource={rows} scroll={{ x: 900 }} />);
    const area = screen.getByRole('region', { name: 'People' });
    expect(area).toHaveAttribute('tabindex', '0');
    expect(area).toContainElement(screen.getByRole('table'));
    rerender(<DataTable<Row> label="People" rowKey="id" columns={columns} dataSource={[]} scroll={{ x: 900 }} />);
    expect(screen.getByRole('region', { name: 'People' })).toHaveAttribute('tabindex', '0');
  });

  it('has no focusable scroll area when nothing scrolls sideways', () => {
    render(<DataTable<Row> label="People" rowKey="id" columns={columns} dataSource={rows} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("labels every cell with its column's title, the label of the value in the phone's card layout", async () => {
    const labelled = [
      { title: 'Name', dataIndex: 'name', key: 'name', onCell: () => ({ className: 'own' }) },
      { title: 'Id', dataIndex: 'id', key: 'id' },
      { title: <span>Actions</span>, key: 'actions', render: (_: unknown, row: Row) => <button type="button">Open {row.name}</button> },
    ];
    render(<DataTable<Row> label="People" rowKey="id" columns={labelled} dataSource={rows} scroll={{ x: 900 }} />);
    const cells = within(screen.getByText('Ravi').closest('tr')!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Id', null]);
    expect(cells[0]).toHaveClass('own');
    // The headers stay for screen readers; the card layout itself is CSS (styles/data-table.css).
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Id', 'Actions']);
    expect(screen.getByRole('table').closest('.ant-table-wrapper')).toHaveClass('portal-data-table');
  });

  it('leaves detail rows unlabelled: they span the card', async () => {
    render(<WithDetails />);
    await userEvent.click(screen.getByRole('button', { name: 'Details of Ravi' }));
    expect(screen.getByText('More about Ravi').closest('td')).not.toHaveAttribute('data-label');
  });

  it('pages with antd Pagination once there is a total, and hides it on a single page when asked', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <PagedDataTable<Row>
        label="People"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={{ current: 1, pageSize: 2, total: 5, onChange }}
      />,
    );
    await userEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2, 2);
    rerender(
      <PagedDataTable<Row>
        label="People"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={{ current: 1, pageSize: 10, total: 2, hideOnSinglePage: true, onChange }}
      />,
    );
    expect(screen.queryByTitle('1')).not.toBeInTheDocument();
  });
});
