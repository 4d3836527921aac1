import { createContext, useContext, type ReactNode } from 'react';

/** One score whose evidence can be opened: the objective × team, and how the dialog is titled. */
export type EvidenceTarget = { objectiveId: number; teamId: number; title: string };

/**
 * Opens the evidence behind a score (decision 036), given by the page that composes the score views (the dialog
 * lives in the scores feature; the judges' page provides it too). Outside a provider scores are plain numbers.
 */
const ScoreEvidenceContext = createContext<((target: EvidenceTarget) => void) | null>(null);

export const ScoreEvidenceOpener = ScoreEvidenceContext.Provider;

/** "Why 30 points for Team Red: Mageblood" — the button's name, and with the team and objective the dialog's title. */
export function whyLabel(points: number, teamName: string, objectiveName: string): string {
  return `Why ${points} ${Math.abs(points) === 1 ? 'point' : 'points'} for ${teamName}: ${objectiveName || 'Total'}`;
}

type Named = { id: number; name: string };

type WhyButtonProps = {
  objective: Named;
  team: Named;
  points: number;
  /** What the button shows: the score itself in tables, "Why?" beside it elsewhere. */
  children: ReactNode;
  /** Another accessible name where the points are not shown (the judges' list). */
  label?: string;
  className?: string;
};

/** A score that opens its evidence in one click; without an opener (a preview, a test) only its content. */
export function WhyButton(props: WhyButtonProps) {
  const { objective, team, points, children, className = '' } = props;
  const open = useContext(ScoreEvidenceContext);
  if (open === null) return <>{children}</>;
  const label = props.label ?? whyLabel(points, team.name, objective.name);
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`cursor-pointer rounded-field underline decoration-dotted underline-offset-4 hover:decoration-solid ${className}`}
      onClick={() =>
        open({ objectiveId: objective.id, teamId: team.id, title: `${team.name}: ${objective.name || 'Total'}` })
      }
    >
      {children}
    </button>
  );
}
