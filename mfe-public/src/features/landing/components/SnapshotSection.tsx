import { useProgramContent } from '../hooks/useLiveProgram';
import { useSeats } from '../hooks/useLiveSeats';
import { Section } from './Section';

/** "Program at a glance": the key numbers as tiles. */
export function SnapshotSection() {
  const { snapshot } = useProgramContent();
  const { totals } = useSeats();
  return (
    <Section id={snapshot.id} eyebrow={snapshot.eyebrow} title={snapshot.title} intro={snapshot.intro}>
      <dl className="lp-stats">
        {snapshot.stats(totals).map((s) => (
          <div key={s.label} className="lp-stat">
            <dt className="lp-stat__label">{s.label}</dt>
            <dd className="lp-stat__value">{s.value}</dd>
            <dd className="lp-stat__detail">{s.detail}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
