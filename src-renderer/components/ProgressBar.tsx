/** `value` between 0 and 1; leave it undefined for work of unknown length. */
export function ProgressBar({ label, value }: { label: string; value?: number | undefined }) {
  const percent = value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div
        className={percent === undefined ? 'progress-bar indeterminate' : 'progress-bar'}
        style={percent === undefined ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
