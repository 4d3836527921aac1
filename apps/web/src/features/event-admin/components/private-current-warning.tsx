/**
 * What making a private event current does to everyone else. The server shows a private event only to
 * permission holders and its own players, so for anyone else the site then has no current event at all.
 */
export function PrivateCurrentWarning({ name }: { name: string }) {
  return (
    <p>
      <strong>{name.trim() || 'This event'}</strong> is private. While it is current, only people with a permission and
      the players already in it can see it: everyone else finds &ldquo;No event is scheduled yet&rdquo; on the home page
      and cannot sign up.
    </p>
  );
}
