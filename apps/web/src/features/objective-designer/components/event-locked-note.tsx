/** Said up front, so a designer does not fill in a form the server will refuse (409 while locked). */
export function EventLockedNote() {
  return (
    <div role="note" className="alert alert-warning">
      <p>This event is locked: changes are refused until an admin unlocks it.</p>
    </div>
  );
}
