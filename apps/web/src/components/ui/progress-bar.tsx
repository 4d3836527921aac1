type ProgressBarProps = {
  value: number;
  max: number;
  /** What is measured, e.g. "Ember Tide: 3 of 5 items". Read by screen readers; shown as a tooltip. */
  label: string;
  tone?: 'primary' | 'success' | 'warning' | 'info';
  className?: string;
};

/** A native progress bar, clamped to 0–max, with a name that says the numbers (never colour alone). */
export function ProgressBar({ value, max, label, tone = 'primary', className = '' }: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const tones = {
    primary: 'progress-primary',
    success: 'progress-success',
    warning: 'progress-warning',
    info: 'progress-info',
  } as const;
  return (
    <progress
      className={`progress ${tones[tone]} ${className}`}
      value={clamped}
      max={safeMax}
      aria-label={label}
      title={label}
    />
  );
}
