import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input with its error (and hint) announced to assistive technology. */
export function Field({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string | undefined; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and its problem, under it: `${id}-hint` and `${id}-error` for aria-describedby. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string | undefined; error: string | undefined }) {
  return (
    <>
      {hint && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="error" role="alert">
          {error}
        </small>
      )}
    </>
  );
}
