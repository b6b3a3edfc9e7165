import { useContext, useMemo } from 'react';
import { belowFoldContent } from '../content/below-fold-content';
import { ProgramContext } from './useLiveProgram';

/** The words below the fold that name the active cohort's facts (loaded with those sections). */
export function useBelowFoldContent(): ReturnType<typeof belowFoldContent> {
  const program = useContext(ProgramContext);
  return useMemo(() => belowFoldContent(program), [program]);
}
