import { useProgramContent } from '../hooks/useLiveProgram';
import { Section } from './Section';
import { Slideshow } from './Slideshow';

/** A look inside the student dashboard: the 12-slide tour. */
export function TourSection() {
  const { tour } = useProgramContent();
  return (
    <Section id={tour.id} eyebrow={tour.eyebrow} title={tour.title} intro={tour.intro}>
      <Slideshow />
    </Section>
  );
}
