/** A failure shown inside a wallet dialog, announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-ruby-500/40 bg-ruby-500/10 px-3 py-2 text-sm text-ruby-500">
      {message}
    </p>
  );
}
