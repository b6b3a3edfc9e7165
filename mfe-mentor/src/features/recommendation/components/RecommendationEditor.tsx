/**
 * The letter of recommendation a mentor writes for one of their interns (mounted on the intern's
 * page): a text area with the certificates' text rules, and Save. An admin then issues it as
 * written, with the mentor's name and title; once issued it is shown read-only.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { CERTIFICATE_MESSAGES, RECOMMENDATION_TEXT_MAX, recommendationTextOf } from '@portal/domain/certificate';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageText, SectionHeading, Text } from '@portal/shared-ui/components/PageHeading';
import { recommendationKey, recommendationQuery, saveRecommendation } from '../api/recommendation';

export const RECOMMENDATION_TEXT = {
  heading: 'Letter of recommendation',
  intro: 'Printed on the letter under your name and title. An admin issues it as you wrote it; until then you may change it.',
  issued: 'This letter was issued: it can no longer be changed.',
  saved: 'Letter saved.',
  saveFailed: 'The letter could not be saved.',
  loadFailed: 'The letter could not be loaded.',
} as const;

export function RecommendationEditor({ internId }: { internId: string }) {
  const queryClient = useQueryClient();
  const letter = useQuery(recommendationQuery(internId));
  const [draft, setDraft] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const textId = useId();
  const statusId = useId();
  const text = draft ?? letter.data?.text ?? '';

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!recommendationTextOf(text)) {
      setStatus({ ok: false, text: CERTIFICATE_MESSAGES.textRequired });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveRecommendation(internId, text);
      queryClient.setQueryData(recommendationKey(internId), saved);
      setDraft(null);
      setStatus({ ok: true, text: RECOMMENDATION_TEXT.saved });
    } catch (err) {
      setStatus({ ok: false, text: messageOf(err, RECOMMENDATION_TEXT.saveFailed) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={`${textId}-heading`} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <SectionHeading id={`${textId}-heading`} level={2} fontSize={18}>
        {RECOMMENDATION_TEXT.heading}
      </SectionHeading>
      {letter.isError && !letter.data ? (
        <LoadError message={RECOMMENDATION_TEXT.loadFailed} error={letter.error} onRetry={() => void letter.refetch()} />
      ) : !letter.data ? (
        <PageText secondary>Loading…</PageText>
      ) : letter.data.issued ? (
        <>
          <PageText secondary>{RECOMMENDATION_TEXT.issued}</PageText>
          <blockquote style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{letter.data.text}</blockquote>
        </>
      ) : (
        <form onSubmit={(e) => void save(e)} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <PageText secondary>{RECOMMENDATION_TEXT.intro}</PageText>
          <label htmlFor={textId}>The letter (up to {RECOMMENDATION_TEXT_MAX.toLocaleString('en-IN')} characters)</label>
          {/* antd's field and button, for the focus ring every other control of the page shows. */}
          <Input.TextArea
            id={textId}
            value={text}
            onChange={(e) => {
              setDraft(e.target.value);
              setStatus(null);
            }}
            rows={8}
            maxLength={RECOMMENDATION_TEXT_MAX}
            aria-describedby={statusId}
            aria-invalid={status?.ok === false || undefined}
            style={{ maxWidth: 720 }}
          />
          <Text tone="secondary">
            {text.length} / {RECOMMENDATION_TEXT_MAX}
          </Text>
          <p id={statusId} role={status?.ok === false ? 'alert' : 'status'} style={{ margin: 0 }}>
            {status && <Text tone={status.ok ? undefined : 'danger'}>{status.text}</Text>}
          </p>
          <Button htmlType="submit" loading={saving} style={{ alignSelf: 'start' }}>
            Save the letter
          </Button>
        </form>
      )}
    </section>
  );
}
