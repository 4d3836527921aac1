/** A round swatch of a colour beside the name of what has it; screen readers skip it, the name says enough. */
export function ColorDot({ color, small = false }: { color: string | undefined; small?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block ${small ? 'size-3' : 'size-4'} shrink-0 rounded-full border border-base-content/30`}
      style={{ backgroundColor: color }}
    />
  );
}
