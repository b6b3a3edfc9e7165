/**
 * The attendance grid: a batch's students (a page of them) × its sessions, each cell a mark, the
 * student's attended of held and percentage, and per session how many were present. An ARIA grid:
 * one cell is in the tab order; the arrow keys (and Home/End) move between cells; P, L, A and E
 * set PRESENT, LATE, ABSENT and EXCUSED. The buttons above the grid mark the chosen cell for a
 * pointer or a phone.
 */
import { Button, Flex, theme } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { AttendanceMark } from '@portal/domain/training';
import type { AttendanceGrid } from '@portal/domain/views/training';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { formatDate } from '@portal/shared-ui/lib/format';

export const MARK_LABELS: Record<AttendanceMark, { key: string; label: string }> = {
  PRESENT: { key: 'P', label: 'Present' },
  LATE: { key: 'L', label: 'Late' },
  ABSENT: { key: 'A', label: 'Absent' },
  EXCUSED: { key: 'E', label: 'Excused' },
};

const MARK_BY_KEY = new Map(Object.entries(MARK_LABELS).map(([mark, { key }]) => [key, mark as AttendanceMark]));

export type GridRow = AttendanceGrid['rows'][number];
export type GridSession = AttendanceGrid['sessions'][number];

export interface CellTarget {
  row: GridRow;
  session: GridSession;
}

const studentName = (row: GridRow) => row.name ?? row.email;

export function cellLabel(row: GridRow, session: GridSession, index: number): string {
  const cell = row.cells[index];
  const mark = session.status === 'CANCELLED' ? 'cancelled' : cell?.mark ? MARK_LABELS[cell.mark].label : 'not marked';
  return `${studentName(row)}, session ${session.number}: ${mark}`;
}

export function AttendanceGridTable({ grid, onMark }: { grid: AttendanceGrid; onMark(target: CellTarget, mark: AttendanceMark): void }) {
  const { token } = theme.useToken();
  const [active, setActive] = useState({ row: 0, col: 0 });
  // The chosen cell shows a focus ring while the keyboard is in the grid (a cell's own style cannot say :focus-visible).
  const [focusInGrid, setFocusInGrid] = useState(false);
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const rowCount = grid.rows.length;
  const colCount = grid.sessions.length;
  const at = { row: Math.min(active.row, rowCount - 1), col: Math.min(active.col, colCount - 1) };
  const target = rowCount && colCount ? { row: grid.rows[at.row]!, session: grid.sessions[at.col]! } : null;

  function focus(row: number, col: number) {
    const next = { row: Math.max(0, Math.min(rowCount - 1, row)), col: Math.max(0, Math.min(colCount - 1, col)) };
    setActive(next);
    cells.current.get(`${next.row}:${next.col}`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent, row: number, col: number) {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: [row, col - 1],
      ArrowRight: [row, col + 1],
      Home: [row, 0],
      End: [row, colCount - 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focus(...move);
      return;
    }
    const mark = event.ctrlKey || event.metaKey || event.altKey ? undefined : MARK_BY_KEY.get(event.key.toUpperCase());
    if (mark) {
      event.preventDefault();
      onMark({ row: grid.rows[row]!, session: grid.sessions[col]! }, mark);
    }
  }

  const border = `1px solid ${token.colorBorderSecondary}`;
  const cellStyle = { border, padding: '4px 8px', textAlign: 'center' as const, whiteSpace: 'nowrap' as const };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Text>{target ? `Chosen: ${cellLabel(target.row, target.session, at.col)}.` : 'No cell to mark.'} Mark it:</Text>
        {Object.entries(MARK_LABELS).map(([mark, { key, label }]) => (
          <Button
            key={mark}
            size="small"
            disabled={!target || target.session.status === 'CANCELLED'}
            onClick={() => target && onMark(target, mark as AttendanceMark)}
            aria-keyshortcuts={key}
          >
            {label} ({key})
          </Button>
        ))}
      </Flex>
      <div style={{ overflowX: 'auto' }}>
        <table
          role="grid"
          aria-label="Attendance: students by sessions"
          onFocus={() => setFocusInGrid(true)}
          onBlur={() => setFocusInGrid(false)}
          style={{ borderCollapse: 'collapse', fontSize: 14, minWidth: '100%' }}
        >
          <thead>
            <tr>
              <th scope="col" style={{ ...cellStyle, textAlign: 'left', position: 'sticky', left: 0, background: token.colorBgContainer }}>
                Student
              </th>
              {grid.sessions.map((s) => (
                <th key={s.id} scope="col" style={cellStyle}>
                  <abbr title={`Session ${s.number}, ${formatDate(s.startsAt)}${s.status === 'CANCELLED' ? ', cancelled' : ''}`}>
                    S{s.number}
                  </abbr>
                  <br />
                  <Text tone="secondary">{formatDate(s.startsAt).slice(0, 6)}</Text>
                </th>
              ))}
              <th scope="col" style={cellStyle}>
                Attended of held
              </th>
              <th scope="col" style={cellStyle}>
                %
              </th>
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, r) => (
              <tr key={row.userId}>
                <th
                  scope="row"
                  style={{ ...cellStyle, textAlign: 'left', position: 'sticky', left: 0, background: token.colorBgContainer }}
                >
                  {studentName(row)}
                  <br />
                  <Text tone="secondary">{row.studentId ?? row.email}</Text>
                </th>
                {grid.sessions.map((s, c) => {
                  const cell = row.cells[c];
                  const isActive = r === at.row && c === at.col;
                  return (
                    <td
                      key={s.id}
                      role="gridcell"
                      ref={(el) => {
                        if (el) cells.current.set(`${r}:${c}`, el);
                        else cells.current.delete(`${r}:${c}`);
                      }}
                      tabIndex={isActive ? 0 : -1}
                      aria-label={cellLabel(row, s, c)}
                      aria-selected={isActive}
                      onFocus={() => setActive({ row: r, col: c })}
                      onClick={() => focus(r, c)}
                      onKeyDown={(e) => onKeyDown(e, r, c)}
                      title={cell?.reason ?? undefined}
                      style={{
                        ...cellStyle,
                        cursor: 'pointer',
                        background: isActive ? token.colorPrimaryBg : undefined,
                        outline: isActive && focusInGrid ? `2px solid ${token.colorPrimary}` : undefined,
                        outlineOffset: -2,
                        color: cell?.mark === 'ABSENT' ? token.colorErrorText : undefined,
                      }}
                    >
                      {s.status === 'CANCELLED' ? '×' : cell?.mark ? MARK_LABELS[cell.mark].key : '·'}
                    </td>
                  );
                })}
                <td style={cellStyle}>
                  {row.summary.attended} of {row.summary.held}
                </td>
                <td style={{ ...cellStyle, color: row.summary.meetsLine ? undefined : token.colorErrorText }}>{row.summary.percent}%</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" style={{ ...cellStyle, textAlign: 'left', position: 'sticky', left: 0, background: token.colorBgContainer }}>
                Present or late
              </th>
              {grid.sessions.map((s) => (
                <td key={s.id} style={cellStyle}>
                  {s.held ? s.present : '–'}
                </td>
              ))}
              <td style={cellStyle} />
              <td style={cellStyle} />
            </tr>
          </tfoot>
        </table>
      </div>
      <Text tone="secondary">P present · L late · A absent · E excused · × cancelled · · not marked. Arrow keys move between cells.</Text>
    </Flex>
  );
}
