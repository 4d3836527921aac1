import { useId, type ReactNode } from 'react';

type CardSectionProps = {
  title: ReactNode;
  /** The space between the card's parts. */
  gap?: 'gap-2' | 'gap-3' | 'gap-4';
  /** Extra classes for the card, such as `min-w-0` in a grid. */
  className?: string;
  children: ReactNode;
};

/**
 * A part of a page in a card, named for screen readers by its title. Paragraphs in it need `flex-none`: daisyUI
 * lets a card's paragraphs grow.
 */
export function CardSection({ title, gap = 'gap-4', className, children }: CardSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className ? `card bg-base-200 ${className}` : 'card bg-base-200'}>
      <div className={`card-body ${gap}`}>
        <h2 id={id} className="card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
