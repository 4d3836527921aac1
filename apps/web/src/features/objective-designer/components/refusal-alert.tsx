import { describeRefusal } from '../refusal';

type RefusalAlertProps = {
  /** What did not happen, e.g. "Not saved"; the server's reason follows it. */
  lead: string;
  /** The failed write's error; nothing is shown without one. */
  error: Error | null;
  /** The form's labels of the body's fields, to name them in the reason. */
  fieldLabels?: Record<string, string>;
  className?: string;
};

/** The server's refusal of a write in the designer, said as an alert. */
export function RefusalAlert({ lead, error, fieldLabels, className = '' }: RefusalAlertProps) {
  if (!error) return null;
  return (
    <div role="alert" className={`alert alert-error ${className}`.trim()}>
      <p>
        {lead}: {describeRefusal(error, fieldLabels)}
      </p>
    </div>
  );
}
