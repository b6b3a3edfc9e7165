/** Server answers for the training pages' component tests: a batch of Data Science in the January 2027 cohort. */
import { FIRST_COHORT } from '@portal/domain/cohort';
import type { CohortAdminView } from '@portal/domain/views/program';
import type { AdminSessionView, AttendanceGrid, TrainingSettings } from '@portal/domain/views/training';

export const COHORT_ID = 'c1';
export const SPECIALIZATION = 'Data Science';
export const BATCH_QUERY = `?cohortId=${COHORT_ID}&specialization=${encodeURIComponent(SPECIALIZATION)}`;

export const COHORT: CohortAdminView = {
  id: COHORT_ID,
  ...FIRST_COHORT,
  name: 'January 2027',
  enrolmentOpen: false,
  active: true,
  editable: false,
  students: 2,
  filled: {},
  filledBeforePortal: 0,
};

export const SETTINGS: TrainingSettings = {
  cohortId: COHORT_ID,
  cohortName: 'January 2027',
  trainingStart: '2027-01-11',
  trainingEnd: '2027-02-05',
  sessionStartTime: '18:30',
  sessionMinutes: 120,
  holidays: ['2027-01-26'],
  attendanceMinPercent: 75,
  presentSharePercent: 50,
};

/** Session `number` on (10 + number) Jan 2027 (session 1 on Monday 11 Jan), 18:30–20:30 IST. */
export function makeSession(number: number, overrides: Partial<AdminSessionView> = {}): AdminSessionView {
  const day = String(10 + number).padStart(2, '0');
  return {
    id: `s${number}`,
    number,
    startsAt: `2027-01-${day}T13:00:00.000Z`,
    endsAt: `2027-01-${day}T15:00:00.000Z`,
    topic: null,
    instructor: null,
    status: 'SCHEDULED',
    statusReason: null,
    recordingUrl: null,
    materials: [],
    meetingUrl: null,
    movedFrom: null,
    started: false,
    ...overrides,
  };
}

const summary = (attended: number, held: number) => ({
  attended,
  held,
  total: 3,
  percent: held ? Math.floor((attended * 100) / held) : 0,
  minPercent: 75,
  meetsLine: attended >= 3,
  neededOfRemaining: 3 - attended <= 3 - held ? 3 - attended : null,
});

const cell = (sessionId: string, mark: 'PRESENT' | 'ABSENT' | null) => ({
  sessionId,
  mark,
  source: mark ? ('JOIN' as const) : null,
  reason: null,
  minutes: null,
});

/** Two students × three sessions: the first two held (final), the third to come. */
export function makeGrid(overrides: Partial<AttendanceGrid> = {}): AttendanceGrid {
  return {
    settings: SETTINGS,
    specialization: SPECIALIZATION,
    sessions: [1, 2, 3].map((n) => ({
      id: `s${n}`,
      number: n,
      startsAt: makeSession(n).startsAt,
      status: 'SCHEDULED' as const,
      held: n < 3,
      final: n < 3,
      present: n === 1 ? 2 : n === 2 ? 1 : 0,
    })),
    rows: [
      {
        userId: 'u1',
        studentId: 'CP27-000001',
        name: 'Asha Verma',
        email: 'asha@example.com',
        cells: [cell('s1', 'PRESENT'), cell('s2', 'PRESENT'), cell('s3', null)],
        summary: summary(2, 2),
      },
      {
        userId: 'u2',
        studentId: 'CP27-000002',
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        cells: [cell('s1', 'PRESENT'), cell('s2', 'ABSENT'), cell('s3', null)],
        summary: summary(1, 2),
      },
    ],
    page: 0,
    size: 50,
    totalItems: 2,
    totalPages: 1,
    ...overrides,
  };
}
