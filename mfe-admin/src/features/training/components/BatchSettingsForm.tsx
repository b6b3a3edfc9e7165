/**
 * A cohort's training settings: when its sessions start (India time) and how long they last, the
 * days without a session, and the attendance rules (the certificate line, the share of a session
 * a meeting report must show for PRESENT). Generating sessions reads them.
 */
import { App, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { dateRangeLabel } from '@portal/domain/calendar';
import type { TrainingSettings } from '@portal/domain/views/training';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { displayToIso, isoToDisplay } from '@portal/shared-ui/components/DateInput';
import { timeOfDay } from '@portal/shared-ui/components/DateTimeInput';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import type { SettingsFields } from '../api/training';

interface SettingsValues {
  sessionStartTime: string;
  sessionMinutes: string;
  holidays: string;
  attendanceMinPercent: string;
  presentSharePercent: string;
}

type SettingsField = keyof SettingsValues;

export const SETTINGS_TEXT = {
  saved: 'Training settings saved. The sessions to come follow them; the batch is mailed about any change.',
  saveFailed: 'Could not save the training settings.',
  startTime: 'Enter the start time as HH:MM, e.g. 18:30.',
  minutes: 'Enter the length in minutes, from 30 to 300.',
  holiday: (line: string) => `"${line}" is not a date: write one date per line as DD/MM/YYYY.`,
  percent: 'Enter a whole percentage from 1 to 100.',
} as const;

const whole = (text: string, min: number, max: number) => {
  const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return n >= min && n <= max ? n : null;
};

function fieldsOf(values: SettingsValues): { fields: SettingsFields | null; problems: Partial<Record<SettingsField, string>> } {
  const problems: Partial<Record<SettingsField, string>> = {};
  const sessionStartTime = timeOfDay(values.sessionStartTime);
  if (!sessionStartTime) problems.sessionStartTime = SETTINGS_TEXT.startTime;
  const sessionMinutes = whole(values.sessionMinutes, 30, 300);
  if (sessionMinutes === null) problems.sessionMinutes = SETTINGS_TEXT.minutes;
  const lines = values.holidays
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
  const wrong = lines.find((line) => !displayToIso(line));
  if (wrong) problems.holidays = SETTINGS_TEXT.holiday(wrong);
  const attendanceMinPercent = whole(values.attendanceMinPercent, 1, 100);
  if (attendanceMinPercent === null) problems.attendanceMinPercent = SETTINGS_TEXT.percent;
  const presentSharePercent = whole(values.presentSharePercent, 1, 100);
  if (presentSharePercent === null) problems.presentSharePercent = SETTINGS_TEXT.percent;
  if (Object.keys(problems).length) return { fields: null, problems };
  return {
    fields: {
      sessionStartTime: sessionStartTime!,
      sessionMinutes: sessionMinutes!,
      holidays: [...new Set(lines.map((line) => displayToIso(line)!))].sort(),
      attendanceMinPercent: attendanceMinPercent!,
      presentSharePercent: presentSharePercent!,
    },
    problems,
  };
}

const FIELDS: SettingsField[] = ['sessionStartTime', 'sessionMinutes', 'holidays', 'attendanceMinPercent', 'presentSharePercent'];

export function BatchSettingsForm({ settings, onSave }: { settings: TrainingSettings; onSave(fields: SettingsFields): Promise<unknown> }) {
  const [form] = Form.useForm<SettingsValues>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  function show(problems: Partial<Record<SettingsField, string>>) {
    form.setFields(FIELDS.map((name) => ({ name, errors: problems[name] ? [problems[name]] : [] })));
  }

  async function submit(values: SettingsValues) {
    const { fields, problems } = fieldsOf(values);
    show(problems);
    if (!fields) return;
    setSaving(true);
    try {
      await onSave(fields);
      void message.success(SETTINGS_TEXT.saved);
    } catch (err) {
      show(serverFieldErrors<SettingsField>(err));
      void message.error(messageOf(err, SETTINGS_TEXT.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<SettingsValues>
      form={form}
      layout="vertical"
      disabled={saving}
      onFinish={(values) => void submit(values)}
      initialValues={{
        sessionStartTime: settings.sessionStartTime,
        sessionMinutes: String(settings.sessionMinutes),
        holidays: settings.holidays.map(isoToDisplay).join('\n'),
        attendanceMinPercent: String(settings.attendanceMinPercent),
        presentSharePercent: String(settings.presentSharePercent),
      }}
    >
      <PageText secondary style={{ marginTop: 0 }}>
        Training of {settings.cohortName}: {dateRangeLabel(settings.trainingStart, settings.trainingEnd)}, every weekday except the holidays
        below.
      </PageText>
      <Flex gap={16} wrap>
        <Form.Item name="sessionStartTime" label="Sessions start at (HH:MM, IST)">
          <Input style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="sessionMinutes" label="Length (minutes)">
          <Input inputMode="numeric" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="attendanceMinPercent" label="Certificate line (% of held sessions)">
          <Input inputMode="numeric" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="presentSharePercent" label="Present from a report at (% of the session)">
          <Input inputMode="numeric" style={{ width: 140 }} />
        </Form.Item>
      </Flex>
      <Form.Item name="holidays" label="Holidays (no session; one date per line, DD/MM/YYYY)" style={{ maxWidth: 360 }}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      <Button htmlType="submit" loading={saving}>
        Save settings
      </Button>
    </Form>
  );
}
