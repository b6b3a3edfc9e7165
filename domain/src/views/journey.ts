/** The journey view (GET /student/journey): declared once as TypeBox schemas, with its types for every screen (`import type` only). */
import { Type, type Static } from 'typebox';
import { JOURNEY_STEPS } from '../journey.ts';

export const StepStateSchema = Type.Object(
  {
    number: Type.Integer(),
    key: Type.Enum(JOURNEY_STEPS.map((s) => s.key)),
    label: Type.String(),
    section: Type.String(),
    done: Type.Boolean(),
    locked: Type.Boolean(),
    waiting: Type.Boolean({
      description: 'not locked, but the program has not opened it yet (Confluence registration); lockedMessage says so',
    }),
    lockedMessage: Type.Union([Type.String(), Type.Null()], {
      description:
        'why the step is locked (the consent, the step to finish first) or waiting (what the program has not opened yet); null when open',
    }),
  },
  { additionalProperties: false },
);
export type StepState = Static<typeof StepStateSchema>;

export const JourneyStateSchema = Type.Object(
  {
    steps: Type.Array(StepStateSchema),
    done: Type.Integer(),
    total: Type.Integer(),
    percent: Type.Integer(),
    progressLabel: Type.String({ description: "SPEC §2: 'done/total • percent', e.g. '3/10 • 30%'" }),
  },
  { additionalProperties: false },
);
export type JourneyState = Static<typeof JourneyStateSchema>;
