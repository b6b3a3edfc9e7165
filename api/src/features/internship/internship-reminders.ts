/**
 * The Friday reminder of a week with no report: from the Friday before the week's due Sunday
 * (domain's remindAt) until the due minute, each assigned intern who has written nothing for the
 * week is mailed once. The week's document is claimed by one conditional write, so two API
 * processes running this loop record one mail; the outbox's key says the same again.
 */
import { istDateTimeLabel, istDay } from '@portal/domain/calendar';
import { addDays } from '@portal/domain/cohort';
import { DURATION_WEEKS } from '@portal/domain/constants';
import { weeksOf, type InternshipDeps } from './internship-plans.ts';

/** The longest internship, in days: an assignment that started earlier has no week left to remind. */
const LONGEST_DAYS = Math.max(...DURATION_WEEKS) * 7 + 7;

/** Records the reminders now due; how many. */
export async function sendReportReminders(deps: InternshipDeps): Promise<number> {
  const { repository } = deps;
  const at = deps.cohorts.now();
  const today = istDay(at);
  let mailed = 0;
  for (const assignment of await repository.assignmentsStartingBetween(addDays(today, -LONGEST_DAYS), today)) {
    const week = weeksOf(assignment).find((w) => w.remindAt <= at && at < w.dueAt);
    if (!week || !(await repository.claimReminder(assignment._id, week.number, at))) continue;
    const intern = await deps.users.byId(assignment._id);
    if (!intern) continue;
    await deps.outbox.enqueue({
      key: `internship-report-reminder:${String(assignment._id)}:${week.number}`,
      template: 'internship-report-reminder',
      to: intern.email,
      data: { name: intern.name ?? null, week: week.number, dueLabel: istDateTimeLabel(week.dueAt) },
    });
    mailed++;
  }
  return mailed;
}
