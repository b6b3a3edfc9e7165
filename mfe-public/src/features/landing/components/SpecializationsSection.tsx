import { filledPercent, type SpecializationCapacity } from '@portal/domain/constants';
import { seatsLeft } from '@portal/domain/specialization';
import { specializations as copy } from '../content/below-fold-content';
import { useSeats } from '../hooks/useLiveSeats';
import { Section } from './Section';
import { SeatMeter } from './SeatMeter';

function CapacityCard({ spec }: { spec: SpecializationCapacity }) {
  const percent = filledPercent(spec.filled, spec.seats);
  const left = seatsLeft(spec);
  const hot = percent >= copy.fillingFastFromPercent;
  const tag =
    left === 0
      ? { className: 'lp-tag--full', text: copy.full }
      : hot
        ? { className: 'lp-tag--warm', text: copy.fillingFast }
        : { className: 'lp-tag--ok', text: copy.open };
  return (
    <li className="lp-capacity" data-testid="capacity-card">
      <div className="lp-capacity__top">
        <h3 className="lp-capacity__name">{spec.name}</h3>
        <span className={`lp-tag ${tag.className}`}>{tag.text}</span>
      </div>
      <p className="lp-capacity__seats">{copy.seatsTotal(spec.seats)}</p>
      <SeatMeter filled={spec.filled} seats={spec.seats} label={copy.progressLabel(spec.name)} tone={hot ? 'warm' : 'brand'} />
      <p className="lp-capacity__numbers">
        <span>{copy.filledOf(spec.filled, spec.seats)}</span>
        <strong>{copy.seatsLeft(left)}</strong>
      </p>
    </li>
  );
}

/** The eight specializations of SPEC §3 with their seats and filled counts (live, SPEC numbers as the fallback). */
export function SpecializationsSection() {
  const { specializations } = useSeats();
  return (
    <Section id={copy.id} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <ul className="lp-capacity-grid">
        {specializations.map((spec) => (
          <CapacityCard key={spec.name} spec={spec} />
        ))}
      </ul>
    </Section>
  );
}
