import { useBelowFoldContent } from '../hooks/useBelowFoldContent';
import { Section } from './Section';
import { Slideshow } from './Slideshow';

/** A look inside the student dashboard: the 12-slide tour. */
export function TourSection() {
  const { tour } = useBelowFoldContent();
  return (
    <Section id={tour.id} eyebrow={tour.eyebrow} title={tour.title} intro={tour.intro}>
      <Slideshow />
    </Section>
  );
}
